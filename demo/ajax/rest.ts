/** REST routes: Complianz's consent API and the user meta the coming-soon banner writes. */
import type { Ctx } from '../http';
import { nonceFor } from '../settings';
import { loggedInUser } from '../users';
import { PLACES } from '../data/places';
import { foldUmlauts } from './catalog';

const noRoute = (ctx: Ctx) =>
  ctx.wpJson({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, 404);

export const REGIONS: Record<string, 'optin' | 'optout' | 'other'> = { eu: 'optin', uk: 'optin', us: 'optout', other: 'other' };

export const COOKIE_DATA = {
  statistics: { 'Google-Analytics': ['_ga', '_ga_'] },
  marketing: { 'Google-Maps': ['NID'], 'Demo-Pixel': ['_demo_pixel'], YouTube: ['VISITOR_INFO1_LIVE', 'YSC'] },
};

export const CONSENT_SERVICES = [
  { id: 'google-analytics', name: 'Google Analytics', category: 'statistics' },
  { id: 'demo-pixel', name: 'Nordlicht-Werbepixel', category: 'marketing' },
  { id: 'youtube', name: 'YouTube', category: 'marketing' },
  { id: 'google-maps', name: 'Google Maps', category: 'marketing' },
];

/** The visitor's region: ?cmplz_user_region= (kept in a cookie for the next pages), else eu. */
export function visitorRegion(ctx: Ctx): string {
  const requested = ctx.url.searchParams.get('cmplz_user_region');
  if (requested && Object.hasOwn(REGIONS, requested)) {
    if (ctx.cookies.cmplz_user_region !== requested) ctx.setCookie('cmplz_user_region', requested);
    return requested;
  }
  const remembered = ctx.cookies.cmplz_user_region;
  return remembered && Object.hasOwn(REGIONS, remembered) ? remembered : 'eu';
}

const CATEGORY_TEXTS: Record<string, [title: string, description: string]> = {
  functional: ['Funktional', 'Für den Betrieb des Shops nötig: Warenkorb, Kasse, Anmeldung und diese Einwilligung.'],
  preferences: ['Vorlieben', 'Speichert Einstellungen, die Sie nicht ausdrücklich angefordert haben.'],
  statistics: ['Statistiken', 'Ausschließlich für statistische Zwecke.'],
  marketing: ['Marketing', 'Für Nutzerprofile, Werbung und das Wiedererkennen über mehrere Websites hinweg.'],
};

/**
 * manage_consent_html as Complianz 7 answers it (recorded: categories with their
 * `input.cmplz-consent-checkbox.cmplz-{category}` toggles; the same reply with per-service consent on).
 */
export const MANAGE_CONSENT_HTML = `<!-- categories start -->
<div class="cmplz-categories">
${Object.entries(CATEGORY_TEXTS)
  .map(
    ([category, [title, description]]) => `<details class="cmplz-category cmplz-${category}">
<summary><span class="cmplz-category-header"><span class="cmplz-category-title">${title}</span>
<span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${category}-optin" data-category="cmplz_${category}" class="cmplz-consent-checkbox cmplz-${category}" size="40" value="1"/>
<label class="cmplz-label" for="cmplz-${category}-optin"><span class="screen-reader-text">${title}</span></label></span>${category === 'functional' ? '\nImmer aktiv' : ''}</span></summary>
<div class="cmplz-description"><span class="cmplz-description-${category}">${description}</span></div>
</details>`,
  )
  .join('\n')}
</div><!-- categories end -->`;

function banner(ctx: Ctx) {
  const region = visitorRegion(ctx);
  ctx.wpJson({ consenttype: REGIONS[region], region, version: '7.2.0', forceEnableStats: false, banner_version: '6' });
}

function track(ctx: Ctx) {
  const body = (typeof ctx.json === 'object' && ctx.json !== null ? ctx.json : {}) as Record<string, unknown>;
  const categories = Array.isArray(body.consented_categories) ? body.consented_categories : [];
  const services = Array.isArray(body.consented_services) ? body.consented_services : [];
  ctx.db
    .prepare('INSERT INTO consent_log (created_at, consenttype, categories, services) VALUES (?, ?, ?, ?)')
    .run(new Date().toISOString(), String(body.consenttype ?? ''), JSON.stringify(categories), JSON.stringify(services));
  ctx.wpJson({ success: true });
}

function consentArea(ctx: Ctx, postId: string, blockId: string) {
  ctx.wpJson(
    `<div class="cmplz-consent-area" data-post-id="${Number(postId)}" data-block-id="${blockId.replace(/[^\w-]/g, '')}"><h3>Brühanleitung im Video</h3><p>Inhalt nach Zustimmung freigeschaltet: Schritt für Schritt zum perfekten Filterkaffee.</p></div>`,
  );
}

function usersMe(ctx: Ctx) {
  const user = loggedInUser(ctx);
  if (!user) return ctx.wpJson({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } }, 401);
  if (ctx.req.headers['x-wp-nonce'] !== nonceFor(ctx.db, 'wp_rest', user.id))
    return ctx.wpJson({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);
  if (ctx.method === 'POST' && ctx.form.get('woocommerce_meta[coming_soon_banner_dismissed]') === 'yes')
    ctx.db.prepare("UPDATE users SET coming_soon_banner_dismissed = 'yes' WHERE id = ?").run(user.id);
  const fresh = loggedInUser(ctx)!;
  ctx.wpJson({ id: fresh.id, name: fresh.name, woocommerce_meta: { coming_soon_banner_dismissed: fresh.coming_soon_banner_dismissed } });
}

/** The demo's offline geocoder: German place names (umlauts either way) and postcodes. */
function geocode(ctx: Ctx) {
  const query = (ctx.url.searchParams.get('address') ?? '').trim();
  const folded = foldUmlauts(query);
  const postcode = /\b(\d{5})\b/.exec(query)?.[1];
  const place =
    (postcode &&
      (PLACES.find((row) => row.postcode === postcode) ?? PLACES.find((row) => row.postcode.slice(0, 2) === postcode.slice(0, 2)))) ||
    (folded.length >= 2
      ? (PLACES.find((row) => foldUmlauts(row.name) === folded) ?? PLACES.find((row) => foldUmlauts(row.name).startsWith(folded)))
      : undefined);
  if (!place) return ctx.wpJson({ status: 'ZERO_RESULTS', results: [] });
  ctx.wpJson({ status: 'OK', results: [{ lat: place.lat, lng: place.lng, label: `${place.postcode} ${place.name}` }] });
}

/** Dispatch `route` (without the /wp-json/ prefix); returns the route's name for fault matching. */
export function restRouteName(route: string): string {
  return route.replace(/^\/+|\/+$/g, '').replace(/^complianz\/v1\/consent-area\/.*/, 'complianz/v1/consent-area');
}

export function handleRest(ctx: Ctx, route: string) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const get = ctx.method === 'GET';
  if (clean === 'complianz/v1/banner' && get) return banner(ctx);
  if (clean === 'complianz/v1/track' && ctx.method === 'POST') return track(ctx);
  if (clean === 'complianz/v1/manage_consent_html' && get) return ctx.wpJson(MANAGE_CONSENT_HTML);
  if (clean === 'complianz/v1/cookie_data' && get) return ctx.wpJson(COOKIE_DATA);
  const area = /^complianz\/v1\/consent-area\/(\d+)\/([\w-]+)$/.exec(clean);
  if (area && get) return consentArea(ctx, area[1]!, area[2]!);
  if (clean === 'wp/v2/users/me') return usersMe(ctx);
  if (clean === 'shop-demo/v1/geocode' && get) return geocode(ctx);
  return noRoute(ctx);
}
