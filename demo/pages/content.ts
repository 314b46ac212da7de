/** Account, stores, blog and static pages. */
import { wcPrice, esc, jsonForScript } from '../html';
import type { Ctx } from '../http';
import { MAP_ID, MAP_KEY } from '../settings';
import { loggedInUser, logoutUrl } from '../users';
import { layout, rmpGlobals } from './layout';
import { locatorFormHtml } from '../../widgets/store-locator/form';

/** `notice`: an error (logged out) or a question (logged in), printed above the page's content. */
export function accountPage(ctx: Ctx, notice = '') {
  const user = loggedInUser(ctx);
  if (!user)
    return layout(ctx, {
      title: 'Mein Konto',
      bodyClass: 'woocommerce-account',
      body: `<h1>Mein Konto</h1>
<div class="woocommerce-notices-wrapper">${notice}</div>
<h2>Anmelden</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="form-row"><label for="username">Benutzername oder E-Mail-Adresse <abbr class="required" title="erforderlich">*</abbr></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" value="${esc(ctx.form.get('username') ?? '')}"></p>
<p class="form-row"><label for="password">Passwort <abbr class="required" title="erforderlich">*</abbr></label>
<span class="password-input" data-island="password-toggle"><input class="input-text" type="password" name="password" id="password" autocomplete="current-password"></span></p>
<p class="form-row"><button type="submit" class="button" name="login" value="Anmelden">Anmelden</button></p>
<p class="demo-hint">Demo-Zugang: <code>kunde</code> / <code>demo</code> (Kunde) oder <code>admin</code> / <code>admin</code> (Redakteur).</p>
</form>`,
    });
  const orders = ctx.db
    .prepare('SELECT id, created_at, total, items FROM orders WHERE customer_id = ? ORDER BY id DESC')
    .all(user.id) as Array<{ id: number; created_at: string; total: number; items: string }>;
  const rows = orders
    .map((order) => {
      const count = (JSON.parse(order.items) as Array<{ quantity: number }>).reduce((sum, item) => sum + item.quantity, 0);
      return `<tr class="woocommerce-orders-table__row"><td data-title="Bestellung"><a href="/my-account/view-order/${order.id}/">#${order.id}</a></td><td data-title="Datum"><time datetime="${order.created_at}">${new Date(order.created_at).toLocaleDateString('de-DE')}</time></td><td data-title="Status">In Bearbeitung</td><td data-title="Gesamtsumme">${wcPrice(order.total)} für ${count} Artikel</td><td data-title="Aktionen"><a href="/my-account/view-order/${order.id}/" class="button view">Ansehen</a></td></tr>`;
    })
    .join('');
  return layout(ctx, {
    title: 'Mein Konto',
    bodyClass: 'woocommerce-account',
    body: `<h1>Mein Konto</h1>${notice ? `<div class="woocommerce-notices-wrapper">${notice}</div>` : ''}<p>Hallo <strong>${esc(user.name)}</strong> (nicht ${esc(user.name)}? <a href="${logoutUrl(ctx)}">Abmelden</a>)</p>
<h2>Bestellungen</h2>
${orders.length ? `<div class="touch-scroll-table" data-island="account-orders"><table class="woocommerce-orders-table shop_table shop_table_responsive my_account_orders account-orders-table"><caption class="screen-reader-text">Ihre Bestellungen</caption><thead><tr><th>Bestellung</th><th>Datum</th><th>Status</th><th>Gesamtsumme</th><th>Aktionen</th></tr></thead><tbody>${rows}</tbody></table></div>` : '<p class="woocommerce-info">Es wurde noch keine Bestellung getätigt.</p>'}`,
  });
}

/** The site's geocoder for the store locator: the demo's offline lookup of German places. */
const GEOCODER_SCRIPT = `<script>
shopIslands.geocoder = function (address) {
  return fetch('/wp-json/shop-demo/v1/geocode?address=' + encodeURIComponent(address), { headers: { Accept: 'application/json' } })
    .then(function (response) { if (!response.ok) throw Object.assign(new Error('geocoder'), { status: 'UNKNOWN_ERROR' }); return response.json(); })
    .then(function (reply) { if (reply.status !== 'OK' || !reply.results.length) throw Object.assign(new Error('geocoder'), { status: reply.status || 'ZERO_RESULTS' }); return reply.results[0]; });
};
</script>`;

/** gmwdmapData as Map Builder prints it: an inline script filling keys `<setting><mapKey>`. */
function mapDataScript(ctx: Ctx) {
  const markers = ctx.db.prepare('SELECT * FROM gmwd_markers WHERE map_id = ? AND published = 1 ORDER BY id').all(MAP_ID) as Array<
    Record<string, unknown>
  >;
  const settings: Record<string, unknown> = {
    widget: '',
    mapId: MAP_ID,
    centerLat: 51.1657,
    centerLng: 10.4515,
    zoom: 6,
    mapType: '0',
    maxZoom: 22,
    minZoom: 2,
    mapWhellScrolling: false,
    infoWindowOpenOn: 'click',
    mapDragable: true,
    mapDbClickZoom: false,
    enableZoomControl: true,
    enableMapTypeControl: true,
    mapTypeControlOptions: {},
    enableScaleControl: true,
    enableStreetViewControl: false,
    enableFullscreenControl: true,
    enableRotateControl: false,
    mapTypeControlPosition: 0,
    zoomControlPosition: 0,
    streetViewControlPosition: 0,
    fullscreenControlPosition: 0,
    mapTypeControlStyle: 0,
    mapBorderRadius: '8',
    enableBykeLayer: 0,
    enableTrafficLayer: 0,
    enableTransitLayer: 0,
    distanceIn: 'km',
    mapMarkers: Object.fromEntries(
      markers.map((marker) => [String(marker.id), Object.fromEntries(Object.entries(marker).map(([k, value]) => [k, String(value)]))]),
    ),
    mapPolygons: {},
    mapPolylines: {},
    allMarkers: [],
  };
  const lines = Object.entries(settings).map(([name, value]) => `gmwdmapData["${name}${MAP_KEY}"] = ${jsonForScript(value)};`);
  return `<script>var gmwdmapData = window.gmwdmapData || [];\n${lines.join('\n')}</script>`;
}

export function storesPage(ctx: Ctx) {
  const stores = ctx.db
    .prepare('SELECT title, address, lat, lng FROM gmwd_markers WHERE map_id = ? AND published = 1 ORDER BY title')
    .all(MAP_ID) as Array<{
    title: string;
    address: string;
    lat: number;
    lng: number;
  }>;
  const decode = (text: string) => text.replace(/&amp;/g, '&');
  return layout(ctx, {
    title: 'Filialen',
    bodyClass: 'page-stores',
    head: mapDataScript(ctx) + GEOCODER_SCRIPT,
    body: `<h1>Unsere Filialen</h1>
<div class="stores-layout">
<section class="stores-locator" aria-labelledby="locator-title"><h2 id="locator-title">Filiale in Ihrer Nähe</h2><div data-island="store-locator" data-map-key="${MAP_KEY}" data-radius="50">${locatorFormHtml({ uid: 'stores-locator', radii: [5, 10, 25, 50, 100, 300], radius: 50, unit: 'km', locale: 'de-DE' })}</div></section>
<div class="stores-map" data-island="map" data-map-key="${MAP_KEY}" data-api-key="DEMO-KEY"><div id="wd-map${MAP_KEY}" class="gmwd-map-placeholder"><p>Die Karte wird von Google bereitgestellt und erst nach Ihrer Zustimmung geladen.</p></div></div>
</div>
<h2>Alle ${stores.length} Filialen</h2>
<ul class="store-list">${stores
      .map((store) => `<li class="store"><h3>${esc(decode(store.title))}</h3><p>${esc(decode(store.address))}</p></li>`)
      .join('')}</ul>`,
  });
}

export function blogIndexPage(ctx: Ctx) {
  const posts = ctx.db.prepare('SELECT slug, title, excerpt FROM posts ORDER BY id').all() as Array<{
    slug: string;
    title: string;
    excerpt: string;
  }>;
  return layout(ctx, {
    title: 'Magazin',
    bodyClass: 'blog',
    body: `<h1>Magazin</h1><ul class="post-list">${posts.map((post) => `<li><a href="/blog/${post.slug}/"><h2>${esc(post.title)}</h2></a><p>${esc(post.excerpt)}</p></li>`).join('')}</ul>`,
  });
}

export function blogPostPage(ctx: Ctx, slug: string) {
  const post = ctx.db.prepare('SELECT * FROM posts WHERE slug = ?').get(slug) as { id: number; title: string; content: string } | undefined;
  if (!post) return null;
  const stats = ctx.db.prepare('SELECT COUNT(*) AS count, AVG(value) AS average FROM rmp_ratings WHERE post_id = ?').get(post.id) as {
    count: number;
    average: number | null;
  };
  const average = stats.average === null ? 0 : Math.round(stats.average * 10) / 10;
  const paragraphs = (JSON.parse(post.content) as string[]).map((text) => `<p>${esc(text)}</p>`).join('\n');
  return layout(ctx, {
    title: post.title,
    bodyClass: 'single single-post',
    globals: rmpGlobals(ctx, post.id),
    body: `<article class="post" id="post-${post.id}"><h1 class="entry-title">${esc(post.title)}</h1>
<div class="entry-content">${paragraphs}
${post.id === 7 ? `<div class="wp-block-complianz-consent-area" data-island="consent-placeholder" data-category="marketing" data-post-id="7" data-block-id="brew-guide" data-service-name="unserem Video-Partner"></div>` : ''}
<figure class="wp-block-embed is-type-video">
<div class="wp-block-embed__wrapper" data-island="consent-placeholder" data-category="marketing" data-service="youtube" data-service-name="YouTube">
<iframe width="560" height="315" data-src-cmplz="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-category="marketing" data-service="youtube" title="Video: Espresso richtig zubereiten" loading="lazy" allowfullscreen></iframe>
</div><figcaption>Video: Espresso richtig zubereiten</figcaption></figure>
</div>
<div class="rmp-widgets-container rmp-wp-plugin rmp-main-container js-rmp-widgets-container js-rmp-widgets-container--${post.id}" data-island="rating" data-post-id="${post.id}" data-avg-rating="${average}" data-vote-count="${stats.count}" data-title="${esc(post.title)}" data-item-type="BlogPosting" data-url="/blog/${esc(slug)}/">
<div class="rmp-rating-widget js-rmp-rating-widget"><p class="rmp-heading rmp-heading--title">Wie hilfreich war dieser Beitrag?</p>
${
  stats.count
    ? `<p class="rmp-rating-widget__results">Durchschnittliche Bewertung ${String(average).replace('.', ',')} / 5. Anzahl Bewertungen: ${stats.count}</p>
<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@type': 'BlogPosting', name: post.title, url: `/blog/${slug}/`, aggregateRating: { '@type': 'AggregateRating', ratingValue: average, ratingCount: stats.count, bestRating: 5, worstRating: 1 } })}</script>`
    : '<p class="rmp-rating-widget__not-rated">Noch keine Bewertungen! Bewerten Sie diesen Beitrag als Erste(r).</p>'
}
</div></div>
</article>`,
  });
}

const STATIC = new Map<string, [string, string]>(
  Object.entries({
    '/terms/': [
      'Allgemeine Geschäftsbedingungen',
      '<h2>§ 1 Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen über unseren Online-Shop.</p><h2>§ 2 Vertragsschluss</h2><p>Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab.</p><h2>§ 3 Versand</h2><p>Versand innerhalb Deutschlands 4,90 €, ab 50 € versandkostenfrei.</p><h2>§ 4 Widerrufsrecht</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>',
    ],
    '/privacy/': [
      'Datenschutzerklärung',
      '<p>Wir verarbeiten personenbezogene Daten nur, soweit dies für den Betrieb des Shops erforderlich ist oder Sie eingewilligt haben (Art. 6 Abs. 1 lit. a, b DSGVO; § 25 TTDSG).</p><h2>Cookies</h2><p>Nicht notwendige Cookies setzen wir erst nach Ihrer Einwilligung.</p><h2 id="manage-consent">Ihre Einwilligung</h2><div class="cmplz-manage-consent-container" data-island="manage-consent" data-view="panel" data-hydrate="visible"></div>',
    ],
    '/imprint/': [
      'Impressum',
      '<p>Kaffeerösterei Nordlicht GmbH<br>Am Sandtorkai 1<br>20457 Hamburg</p><p>Vertreten durch: Erika Mustermann<br>Registergericht: Amtsgericht Hamburg, HRB 000000<br>USt-IdNr.: DE000000000</p>',
    ],
  }),
);

export function staticPage(ctx: Ctx, path: string) {
  const page = STATIC.get(path);
  if (!page) return null;
  return layout(ctx, { title: page[0], bodyClass: 'page', body: `<article class="page-content"><h1>${page[0]}</h1>${page[1]}</article>` });
}

export function notFoundPage(ctx: Ctx) {
  return layout(ctx, {
    title: 'Seite nicht gefunden',
    bodyClass: 'error404',
    body: '<h1>Seite nicht gefunden</h1><p>Die Seite existiert nicht. <a href="/shop/">Zum Shop</a></p>',
  });
}
