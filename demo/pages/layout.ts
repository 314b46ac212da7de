/** The theme's page frame: head with the globals plugins print, header, footer, the loader script. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cartLines, cartSession, headerCartHtml, headerCountHtml, miniCartHtml } from '../cart';
import { esc, jsonForScript } from '../html';
import type { Ctx } from '../http';
import { RMP, SITE, nonceFor, storeNoticeId } from '../settings';
import { cartNonce, loggedInUser, popupLoginErrors } from '../users';
import { COOKIE_DATA, CONSENT_SERVICES, REGIONS, visitorRegion } from '../ajax/rest';
import { siteOption } from '../db';
import { consentHeadScript } from './consent-head';

const DIST_SRC = '/wp-content/plugins/shop-islands/dist/';
const LOADER_SRC = `${DIST_SRC}shop-islands.js`;
/** The loader's first import, the consent core (a file named by its hash). */
const CONSENT_CORE_IMPORT = /^import\s*["']\.\/(consent-core-[A-Za-z0-9]{8}\.js)["']/;

/**
 * The loader as the plugin prints it: the consent core it imports preloaded beside it, so that both
 * come in one round trip, then the loader.
 */
export function loaderTags(ctx: Ctx): string {
  const loader = ctx.distDir && join(ctx.distDir, 'shop-islands.js');
  const core = loader && existsSync(loader) ? CONSENT_CORE_IMPORT.exec(readFileSync(loader, 'utf8'))?.[1] : undefined;
  return `${core ? `<link rel="modulepreload" href="${DIST_SRC}${core}">` : ''}<script type="module" src="${LOADER_SRC}"></script>`;
}

export interface PageOptions {
  title: string;
  body: string;
  bodyClass?: string;
  /** Extra globals, printed as `var name = …;` the way wp_localize_script does. */
  globals?: Record<string, unknown>;
  /** Raw extra head markup (inline scripts the plugins print). */
  head?: string;
}

const NAV = [
  ['/', 'Start'],
  ['/shop/', 'Shop'],
  ['/blog/', 'Magazin'],
  ['/stores/', 'Filialen'],
  ['/my-account/', 'Mein Konto'],
] as const;

/** Tracking as Complianz prints it: blocked until its category or service is allowed. */
const BLOCKED_TRACKING = `<script type="text/plain" data-category="statistics" data-service="google-analytics" data-cmplz-src="https://www.googletagmanager.com/gtag/js?id=G-NORDLICHT1"></script>
<script type="text/plain" data-category="statistics" data-service="google-analytics" data-waitfor="googletagmanager">window.gtag && gtag('js', new Date()); window.gtag && gtag('config', 'G-NORDLICHT1');</script>
<script type="text/plain" data-category="marketing" data-service="demo-pixel" data-cmplz-src="/demo-assets/pixel.js"></script>`;

export function commonGlobals(ctx: Ctx): Record<string, unknown> {
  const user = loggedInUser(ctx);
  return {
    shopIslands: {
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      restUrl: '/wp-json/',
      restNonce: user ? nonceFor(ctx.db, 'wp_rest', user.id) : '',
      locale: SITE.locale,
      currency: SITE.currency,
      // as the plugin prints them (assets.php) beside WooCommerce's own params below
      cartUrl: '/cart/',
      isCart: ctx.url.pathname === '/cart/',
      cartRedirectAfterAdd: false,
      // as the plugin prints it for logged-in visitors (admins see the Instagram feed's errors)
      ...(user ? { user: { canEditPages: Boolean(user.can_edit_pages), canManageOptions: Boolean(user.can_manage_options) } } : {}),
    },
    woocommerce_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_password_show: 'Passwort anzeigen',
      i18n_password_hide: 'Passwort verbergen',
    },
    wc_add_to_cart_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Warenkorb anzeigen',
      cart_url: '/cart/',
      is_cart: ctx.url.pathname === '/cart/' ? '1' : '',
      cart_redirect_after_add: 'no',
    },
    wc_cart_fragments_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_hash_key: 'wc_cart_hash_demo',
      fragment_name: 'wc_fragments_demo',
      request_timeout: '5000',
    },
    flatsomeVars: {
      ajaxurl: '/wp-admin/admin-ajax.php',
      rtl: '',
      sticky_height: '70',
      user: { can_edit_pages: user?.can_edit_pages ? '1' : '' },
      options: { search_result_latency: '0' },
      is_mini_cart_reveal: '1',
    },
    complianz: complianzGlobal(ctx),
  };
}

/** What Complianz prints, for the visitor's region (the demo's stand-in for geo-IP). */
export function complianzGlobal(ctx: Ctx) {
  const region = visitorRegion(ctx);
  const links = {
    'privacy-statement': { title: 'Datenschutzerklärung', url: '/privacy/' },
    impressum: { title: 'Impressum', url: '/imprint/' },
  };
  return {
    prefix: 'cmplz_',
    user_banner_id: '1',
    banner_version: '6',
    version: '7.2.0',
    store_consent: '1',
    do_not_track_enabled: '1',
    consenttype: REGIONS[region],
    region,
    // geo-IP on: the page may come from a cache, the banner REST call names the visitor's region
    geoip: siteOption(ctx.db, 'cmplz_geoip', ''),
    dismiss_timeout: '',
    disable_cookiebanner: '',
    dismiss_on_scroll: '1',
    cookie_expiry: '365',
    url: '/wp-json/complianz/v1/',
    locale: 'lang=de&locale=de_DE',
    cookie_domain: '',
    current_policy_id: siteOption(ctx.db, 'cmplz_policy_id', '11'),
    cookie_path: '/',
    categories: { statistics: 'Statistiken', marketing: 'Marketing' },
    clean_cookies: '1',
    page_links: { eu: links, us: links, uk: links, other: links },
    services: CONSENT_SERVICES,
    cookie_data: COOKIE_DATA,
  };
}

export function rmpGlobals(ctx: Ctx, postId: number) {
  const user = loggedInUser(ctx);
  return {
    rmp_frontend: {
      admin_ajax: '/wp-admin/admin-ajax.php',
      postID: String(postId),
      ...RMP,
      loggedIn: user ? 'true' : '',
      nonce: nonceFor(ctx.db, 'rmp_public_nonce', user?.id ?? 0),
    },
  };
}

/** Flatsome's account popup: hidden until opened, shown (and opened) when it holds a failed log-in. */
function loginPopup(ctx: Ctx, error: string): string {
  const action = esc(ctx.url.pathname + ctx.url.search);
  return `<div id="login-form-popup" class="lightbox-content login-popup" data-island="login-popup"${error ? '' : ' hidden'}>
<h2 id="login-form-popup-title">Anmelden</h2>
<div class="woocommerce-notices-wrapper">${error}</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${action}">
<p class="form-row"><label for="popup-username">Benutzername oder E-Mail-Adresse <abbr class="required" title="erforderlich">*</abbr></label><input type="text" class="input-text" name="username" id="popup-username" autocomplete="username" value="${esc(ctx.form.get('username') ?? '')}"></p>
<p class="form-row"><label for="popup-password">Passwort <abbr class="required" title="erforderlich">*</abbr></label>
<span class="password-input" data-island="password-toggle"><input class="input-text" type="password" name="password" id="popup-password" autocomplete="current-password"></span></p>
<input type="hidden" name="login_popup" value="1">
<p class="form-row"><button type="submit" class="button alt" name="login" value="Anmelden">Anmelden</button></p>
<p class="demo-hint">Demo-Zugang: <code>kunde</code> / <code>demo</code> oder <code>admin</code> / <code>admin</code> (Redakteur: <code>redaktion</code> / <code>redaktion</code>).</p>
</form></div>`;
}

export function layout(ctx: Ctx, options: PageOptions): string {
  const lines = cartLines(ctx.db, cartSession(ctx, false));
  const user = loggedInUser(ctx);
  const globals = { ...commonGlobals(ctx), ...options.globals };
  const globalScript = Object.entries(globals)
    .map(([name, value]) => `var ${name} = ${jsonForScript(value)};`)
    .join('\n');
  const withJquery = ctx.url.searchParams.has('with-jquery');
  const path = ctx.url.pathname;
  // logged out, "Mein Konto" opens the login popup (Flatsome's data-open); without JavaScript it is a link
  const nav = NAV.map(
    ([href, label]) =>
      `<li><a href="${href}"${path === href ? ' aria-current="page"' : ''}${href === '/my-account/' && !user && path !== '/my-account/' ? ' data-open="#login-form-popup"' : ''}>${label}</a></li>`,
  ).join('');
  const loginError = popupLoginErrors.get(ctx) ?? '';
  return `<!DOCTYPE html>
<html lang="de-DE">
<head>
${consentHeadScript()}
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)} – ${esc(SITE.name)}</title>
<script>if(document.cookie.split('; ').indexOf('store_notice${storeNoticeId}=hidden')>=0)document.documentElement.setAttribute('data-si-notice-hidden','')</script>
<style>[data-si-notice-hidden] .woocommerce-store-notice{display:none}</style>
<link rel="stylesheet" href="/wp-content/themes/nordlicht/style.css">
<link rel="expect" href="#main" blocking="render">
<link rel="icon" href="data:,">
${withJquery ? '<script src="/wp-includes/js/jquery/jquery.min.js"></script>' : ''}
<script>
${globalScript}
</script>
${options.head ?? ''}
${loaderTags(ctx)}
</head>
<body class="${esc(options.bodyClass ?? '')}${user ? ' logged-in' : ''}">
<a class="skip-link screen-reader-text" href="#main">Zum Inhalt springen</a>
${user?.can_edit_pages && user.coming_soon_banner_dismissed !== 'yes' ? `<div class="woocommerce-coming-soon-banner" data-island="coming-soon-banner">Der Shop ist im Modus „Demnächst verfügbar“: Nur angemeldete Shop-Verwaltende sehen ihn. <a class="coming-soon-banner-dismiss" href="#" data-rest-url="/wp-json/wp/v2/users/me">Hinweis ausblenden</a></div>` : ''}
<div data-island="store-notice" data-notice-id="${storeNoticeId}" class="woocommerce-store-notice demo_store" role="complementary" aria-label="Shop-Hinweis">${esc(SITE.storeNotice)} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></div>
<header class="site-header" id="header" data-island="sticky-header" data-threshold="100">
  <div class="header-inner container">
    <a class="logo" href="/" rel="home">☕ ${esc(SITE.name)}</a>
    <form role="search" aria-label="Produktsuche" method="get" class="searchform" action="/shop/" data-island="product-search">
      <label class="screen-reader-text" for="header-search">Produkte suchen</label>
      <input type="search" id="header-search" class="search-field" name="s" placeholder="Suchen…" value="${esc(ctx.url.searchParams.get('s') ?? '')}">
      <button type="submit" class="button" aria-label="Suchen"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2.2"/></svg></button>
    </form>
    <nav class="main-nav" aria-label="Hauptmenü"><ul>${nav}</ul></nav>
    <div class="header-cart cart-item" data-island="mini-cart" data-mode="${ctx.url.searchParams.get('mini_cart') === 'off-canvas' ? 'off-canvas' : 'dropdown'}">
      <a href="/cart/" class="header-cart-link" title="Warenkorb">${headerCartHtml(lines)} ${headerCountHtml(lines)}</a>
      <button type="button" class="si-mini-cart__toggle" aria-expanded="false" aria-controls="si-mini-cart-panel" aria-label="Warenkorb anzeigen"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>
      <div class="si-mini-cart__panel" id="si-mini-cart-panel" hidden>${miniCartHtml(lines, cartNonce(ctx))}</div>
    </div>
  </div>
</header>
<main id="main" class="site-main container">
${options.body}
</main>
<footer class="site-footer">
  ${ctx.url.searchParams.get('cart_widget') === '1' ? `<div class="container widget woocommerce widget_shopping_cart" id="cart-widget"><h2 class="widgettitle">Warenkorb</h2><div class="hide_cart_widget_if_empty"><div class="si-mini-cart" data-island="mini-cart" data-mode="widget">${miniCartHtml(lines, cartNonce(ctx))}</div></div></div>` : ''}
  <div class="container footer-inner">
    <p>© 2026 ${esc(SITE.name)} GmbH · Alle Preise inkl. MwSt., zzgl. <a href="/terms/">Versand</a></p>
    <ul class="footer-links"><li><a href="/imprint/">Impressum</a></li><li><a href="/privacy/">Datenschutz</a></li><li><a href="/terms/">AGB</a></li><li data-island="manage-consent"><button type="button" class="link-button">Cookie-Einstellungen</button></li></ul>
  </div>
</footer>
${user || path === '/my-account/' ? '' : loginPopup(ctx, loginError)}
<div data-island="order-attribution" hidden></div>
<div data-island="consent-banner"></div>
${BLOCKED_TRACKING}
</body>
</html>`;
}
