/** The demo shop: a CMS-like site on node:http with the plugins' endpoints on SQLite. */
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alterQuantity, flatsomeAddToCart, priceCents, wcAddToCart, wcRefreshedFragments, wcRemoveFromCart } from './ajax/cart';
import { instagram, liveSearch, quickView, reviewInfo, foldDiacritics, foldUmlauts } from './ajax/catalog';
import { checkout, sepaPreview, updateOrderReview } from './ajax/checkout';
import { getUserByHash, setUserByEmail } from './ajax/mailchimp';
import { getMarkers, storeLocator } from './ajax/map';
import { handleRest, restRouteName } from './ajax/rest';
import { loadResults, processFeedback, processRating } from './ajax/rating';
import type { Handler } from './ajax/types';
import {
  addToCart,
  cartLines,
  cartSession,
  setLineQuantity,
  recordCartMutation,
  removeLine,
  syncCartCookies,
  type ProductRow,
} from './cart';
import { errorListHtml, placeOrder } from './checkout';
import { expireSessions, openDatabase, type DB } from './db';
import { applyFault } from './faults';
import { Ctx, DEFAULT_POLICY, type RequestPolicy } from './http';
import { GALLERY_VIEWS, productSvg } from './images';
import { cartPage, checkoutPage, orderReceivedPage } from './pages/cart-page';
import { accountPage, blogIndexPage, blogPostPage, notFoundPage, staticPage, storesPage } from './pages/content';
import { homePage, productPage, shopPage } from './pages/shop';
import { labPage } from './pages/lab';
import { logIn, logOut, loggedInUser, logoutUrl, popupLoginErrors, verifySessionNonce } from './users';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

// Maps, not objects: a request names the handler, and `constructor` or `__proto__` must find nothing.
export const ADMIN_AJAX = new Map<string, Handler>(
  Object.entries({
    get_ajax_markers: getMarkers,
    get_ajax_store_loactor: storeLocator,
    process_rating: processRating,
    process_feedback: processFeedback,
    load_results: loadResults,
    gm_sepa_direct_debit_mandate_preview: sepaPreview,
    product_review_info: reviewInfo,
    flatsome_load_instagram: instagram,
    flatsome_ajax_cart_item_alter_quantity: alterQuantity,
    flatsome_quickview: quickView,
    flatsome_ajax_search_products: liveSearch,
    flatsome_ajax_add_to_cart: flatsomeAddToCart,
    mailchimp_set_user_by_email: setUserByEmail,
    mailchimp_get_user_by_hash: getUserByHash,
  }),
);

export const WC_AJAX = new Map<string, Handler>(
  Object.entries({
    add_to_cart: wcAddToCart,
    remove_from_cart: wcRemoveFromCart,
    get_refreshed_fragments: wcRefreshedFragments,
    update_order_review: updateOrderReview,
    checkout,
  }),
);

/** A stand-in marketing pixel: it sets a cookie the consent core must clean up once marketing is denied. */
const PIXEL_JS = `document.cookie = '_demo_pixel=' + Date.now() + '; path=/; max-age=31536000; SameSite=Lax';
window.__demoPixel = (window.__demoPixel || 0) + 1;`;

const TYPES = new Map([
  ['.js', 'text/javascript; charset=utf-8'],
  ['.map', 'application/json'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json'],
]);

export interface DemoOptions {
  dbFile: string;
  port?: number;
  host?: string;
  /** Folder with the built bundle (dist by default; dist/lite for the lite build). */
  distDir?: string;
  /** Request body cap and proxy trust (see RequestPolicy); the defaults suit a demo on localhost. */
  policy?: Partial<RequestPolicy>;
}

export interface DemoServer {
  url: string;
  server: Server;
  db: DB;
  close(): Promise<void>;
}

interface Validators {
  mtimeMs: number;
  size: number;
  etag: string;
  lastModified: string;
}
/** Per file: its ETag and Last-Modified, taken again only when the file's mtime or size changed (a rebuild). */
const validators = new Map<string, Validators>();

/** A strong ETag from the bytes, and Last-Modified from the file's time. */
export function validatorsOf(body: Buffer, stats: { mtimeMs: number; size: number }): Validators {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { mtimeMs: stats.mtimeMs, size: stats.size, etag, lastModified: new Date(stats.mtimeMs).toUTCString() };
}

/**
 * Whether the browser's copy is still current (RFC 9110 13.1): If-None-Match when sent (weak
 * comparison, `*` matches), else If-Modified-Since against the file's time to the second.
 */
export function notModified(headers: IncomingHttpHeaders, current: { etag: string; mtimeMs: number }): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(current.etag);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(current.mtimeMs / 1000) * 1000 <= since;
}

/**
 * A static file with `cache` as its Cache-Control, an ETag and Last-Modified; a conditional request
 * for the copy the browser already has gets 304 without a body (the loader's `no-cache` revalidation).
 */
async function serveFile(ctx: Ctx, file: string, cache: string) {
  let body: Buffer | undefined;
  let current: Validators;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return ctx.send(404, 'Not found', 'text/plain');
    const known = validators.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) current = known;
    else {
      body = await readFile(file);
      current = validatorsOf(body, stats);
      validators.set(file, current);
    }
  } catch {
    return ctx.send(404, 'Not found', 'text/plain');
  }
  const headers = { 'Cache-Control': cache, ETag: current.etag, 'Last-Modified': current.lastModified };
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && notModified(ctx.req.headers, current)) return ctx.notModified(headers);
  try {
    body ??= await readFile(file);
  } catch {
    return ctx.send(404, 'Not found', 'text/plain');
  }
  ctx.send(200, body, TYPES.get(extname(file)) ?? 'application/octet-stream', headers);
}

/** A path under `base`, or null when the request tries to leave it. */
function inside(base: string, relative: string): string | null {
  const full = normalize(join(base, relative));
  return full.startsWith(base + sep) ? full : null;
}

/** A stand-in for a third-party chat widget: held by the lazy-script gate until the visitor acts. */
const CHAT_JS = `(function () {
  window.__demoChatLoads = (window.__demoChatLoads || 0) + 1;
  // in a landmark of its own, so that assistive technology can find it (it floats over the page)
  var widget = document.createElement('aside');
  widget.setAttribute('aria-label', 'Chat');
  var button = document.createElement('a');
  button.className = 'demo-chat';
  button.href = '/imprint/';
  button.textContent = 'Fragen? Schreiben Sie uns';
  widget.appendChild(button);
  document.body.appendChild(widget);
})();`;

/**
 * WooCommerce's `WC_Form_Handler::add_to_cart_action`: on `wp_loaded`, for every front-end request
 * with a numeric `add-to-cart` field (admin-ajax and wc-ajax included, before their handler runs).
 */
function formHandlerAdd(ctx: Ctx, addId: string) {
  const session = cartSession(ctx, true)!;
  const variation = ctx.param('variation_id');
  const price = priceCents(ctx.param('woonp'));
  const result = addToCart(ctx.db, session, Number(addId), Number(ctx.param('quantity') ?? 1), {
    ...(variation ? { variationId: Number(variation) } : {}),
    ...(price === undefined ? {} : { price }),
  });
  syncCartCookies(ctx, cartLines(ctx.db, session));
  recordCartMutation(ctx.db, session, 'add-to-cart', ctx.receivedAt);
  return result;
}

const numericAddToCart = (ctx: Ctx) => {
  const value = ctx.param('add-to-cart');
  return value !== null && /^\d+$/.test(value) ? value : null;
};

async function handleForms(ctx: Ctx): Promise<boolean> {
  // ?add-to-cart=<id> (links and the product form without JavaScript), as WooCommerce handles it.
  const addId = ctx.param('add-to-cart');
  if (addId && !ctx.url.searchParams.has('wc-ajax')) {
    const result = formHandlerAdd(ctx, addId);
    const back = new URL(ctx.url);
    back.searchParams.delete('add-to-cart');
    back.searchParams.set(result.ok ? 'added' : 'add-error', result.ok ? addId : result.message);
    ctx.redirect(back.pathname + back.search);
    return true;
  }
  if (ctx.url.pathname === '/cart/' && ctx.url.searchParams.has('remove_item')) {
    if (!verifySessionNonce(ctx, 'woocommerce-cart', ctx.url.searchParams.get('_wpnonce'))) return refuseCartChange(ctx);
    const session = cartSession(ctx, false);
    removeLine(ctx.db, session, ctx.url.searchParams.get('remove_item') ?? '');
    syncCartCookies(ctx, cartLines(ctx.db, session));
    recordCartMutation(ctx.db, session, 'remove_item', ctx.receivedAt);
    ctx.redirect('/cart/');
    return true;
  }
  if (ctx.url.pathname === '/cart/' && ctx.method === 'POST') {
    // the cart form's "Update cart" (the cart page island posts it as cart.js does)
    if (ctx.form.has('update_cart') && (await applyFault(ctx, 'update_cart'))) return true;
    if (!verifySessionNonce(ctx, 'woocommerce-cart', ctx.form.get('woocommerce-cart-nonce') ?? ctx.param('_wpnonce')))
      return refuseCartChange(ctx);
    const session = cartSession(ctx, false);
    for (const [name, value] of ctx.form) {
      const match = /^cart\[([a-f0-9]+)\]\[qty\]$/.exec(name);
      if (match) setLineQuantity(ctx.db, session, match[1]!, Math.max(0, Math.floor(Number(value) || 0)));
    }
    syncCartCookies(ctx, cartLines(ctx.db, session));
    recordCartMutation(ctx.db, session, 'update_cart', ctx.receivedAt);
    ctx.redirect('/cart/');
    return true;
  }
  if (ctx.url.pathname === '/checkout/' && ctx.method === 'POST') {
    const session = cartSession(ctx, false);
    const result = placeOrder(ctx.db, session, ctx.form, loggedInUser(ctx)?.id ?? null);
    if (result.ok) {
      syncCartCookies(ctx, []);
      ctx.redirect(`/checkout/order-received/${result.orderId}/?key=${result.key}`);
    } else {
      const page = checkoutPage(ctx, errorListHtml(result.errors), ctx.form);
      if (page) ctx.html(page);
      else ctx.redirect('/cart/');
    }
    return true;
  }
  if (ctx.method === 'POST' && ctx.form.has('login_popup')) {
    const user = logIn(ctx, ctx.form.get('username') ?? '', ctx.form.get('password') ?? '');
    if (user) {
      ctx.redirect(ctx.url.pathname + ctx.url.search);
      return true;
    }
    popupLoginErrors.set(
      ctx,
      errorListHtml([
        '<strong>Fehler:</strong> Benutzername oder Passwort ist falsch. <a href="/my-account/lost-password/">Passwort vergessen?</a>',
      ]),
    );
    const page = renderPage(ctx);
    if (page) ctx.html(page, 200);
    else ctx.redirect('/');
    return true;
  }
  if (ctx.url.pathname === '/my-account/' && ctx.method === 'POST') {
    const user = logIn(ctx, ctx.form.get('username') ?? '', ctx.form.get('password') ?? '');
    if (user) ctx.redirect('/my-account/');
    else ctx.html(accountPage(ctx, errorListHtml(['<strong>Fehler:</strong> Benutzername oder Passwort ist falsch.'])), 200);
    return true;
  }
  if (ctx.url.pathname === '/my-account/customer-logout/') {
    if (!loggedInUser(ctx) || verifySessionNonce(ctx, 'customer-logout', ctx.url.searchParams.get('_wpnonce'))) {
      logOut(ctx);
      ctx.redirect('/my-account/');
    } else {
      // a link from elsewhere: ask, as WooCommerce does, with a link that carries this session's nonce
      ctx.html(
        accountPage(
          ctx,
          `<div class="woocommerce-info" role="status">Möchten Sie sich wirklich abmelden? <a href="${logoutUrl(ctx)}">Bestätigen und abmelden</a></div>`,
        ),
      );
    }
    return true;
  }
  return false;
}

/**
 * A cart form post or remove link without this session's nonce changes nothing (WooCommerce ignores
 * it); the shopper sees the cart as it is and why.
 */
function refuseCartChange(ctx: Ctx): true {
  ctx.html(cartPage(ctx, errorListHtml(['Ihre Sitzung ist abgelaufen. Bitte versuchen Sie es erneut.'])));
  return true;
}

function addNotice(ctx: Ctx): string {
  const added = ctx.url.searchParams.get('added');
  const failed = ctx.url.searchParams.get('add-error');
  if (failed) return errorListHtml([failed.replace(/[<>]/g, '')]);
  if (!added) return '';
  const product = ctx.db.prepare('SELECT name FROM products WHERE id = ?').get(Number(added)) as Pick<ProductRow, 'name'> | undefined;
  return product
    ? `<div class="woocommerce-message" role="alert"><a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a> „${product.name.replace(/[<>&"]/g, '')}“ wurde Ihrem Warenkorb hinzugefügt.</div>`
    : '';
}

function renderPage(ctx: Ctx): string | null {
  const path = ctx.url.pathname;
  if (path === '/' && ctx.url.searchParams.has('s')) return shopPage(ctx);
  if (path === '/') return homePage(ctx);
  if (path === '/shop/') return shopPage(ctx);
  if (path === '/cart/') return cartPage(ctx, addNotice(ctx));
  if (path === '/checkout/') return checkoutPage(ctx) ?? cartPage(ctx);
  if (path === '/my-account/') return accountPage(ctx);
  if (path === '/stores/') return storesPage(ctx);
  if (path === '/blog/') return blogIndexPage(ctx);
  const product = /^\/product\/([a-z0-9-]+)\/$/.exec(path);
  if (product) return productPage(ctx, product[1]!);
  const post = /^\/blog\/([a-z0-9-]+)\/$/.exec(path);
  if (post) return blogPostPage(ctx, post[1]!);
  const lab = /^\/__lab\/([a-z-]+)\/$/.exec(path);
  if (lab) return labPage(ctx, lab[1]!);
  const order = /^\/checkout\/order-received\/(\d+)\/$/.exec(path);
  if (order) return orderReceivedPage(ctx, Number(order[1]));
  return staticPage(ctx, path);
}

async function route(ctx: Ctx, distDir: string) {
  const path = ctx.url.pathname;
  if (path.startsWith('/wp-content/plugins/shop-islands/dist/')) {
    const file = inside(distDir, decodeURIComponent(path.slice('/wp-content/plugins/shop-islands/dist/'.length)));
    if (!file) return ctx.send(404, 'Not found', 'text/plain');
    // Hashed chunks never change; the loader keeps its name and must be revalidated (ETag, 304).
    const hashed = /-[A-Z0-9]{8}\.js(\.map)?$/.test(file);
    return serveFile(ctx, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  }
  if (path === '/wp-content/themes/nordlicht/style.css') return serveFile(ctx, join(ROOT, 'demo/public/theme.css'), 'no-cache');
  if (path === '/demo-assets/chat.js') return ctx.send(200, CHAT_JS, 'text/javascript; charset=utf-8', { 'Cache-Control': 'no-store' });
  if (path === '/demo-assets/pixel.js') return ctx.send(200, PIXEL_JS, 'text/javascript; charset=utf-8', { 'Cache-Control': 'no-store' });
  if (path === '/wp-includes/js/jquery/jquery.min.js')
    return serveFile(ctx, join(ROOT, 'node_modules/jquery/dist/jquery.min.js'), 'public, max-age=3600');
  const image = /^\/demo-img\/([a-z0-9-]+)\.svg$/.exec(path);
  if (image) {
    const product = ctx.db.prepare('SELECT name, color FROM products WHERE slug = ?').get(image[1]) as
      { name: string; color: string } | undefined;
    if (!product) return ctx.send(404, 'Not found', 'text/plain');
    const view = Math.min(GALLERY_VIEWS, Math.max(1, Number(ctx.url.searchParams.get('view')) || 1));
    return ctx.send(200, productSvg(product.name, product.color, view), 'image/svg+xml', { 'Cache-Control': 'public, max-age=86400' });
  }

  if (!(await ctx.readBody())) return;

  // admin-ajax is no side door: a numeric add-to-cart field adds there too, before any handler
  const ajaxAdd = numericAddToCart(ctx);
  if (ajaxAdd !== null && (path === '/wp-admin/admin-ajax.php' || ctx.url.searchParams.has('wc-ajax'))) formHandlerAdd(ctx, ajaxAdd);

  if (path === '/wp-admin/admin-ajax.php') {
    const action = ctx.param('action') ?? '';
    const handler = ADMIN_AJAX.get(action);
    if (await applyFault(ctx, action)) return;
    if (!handler) return ctx.text('0', 400);
    return handler(ctx);
  }
  const endpoint = ctx.url.searchParams.get('wc-ajax');
  if (endpoint !== null) {
    if (await applyFault(ctx, endpoint)) return;
    const handler = WC_AJAX.get(endpoint);
    // WooCommerce answers an unknown endpoint with an empty 200
    if (!handler) return ctx.text('');
    return handler(ctx);
  }
  const restRoute = path.startsWith('/wp-json/') ? path.slice('/wp-json'.length) : ctx.url.searchParams.get('rest_route');
  if (restRoute !== null) {
    if (await applyFault(ctx, restRouteName(restRoute))) return;
    return handleRest(ctx, restRoute);
  }

  if (await handleForms(ctx)) return;
  const page = renderPage(ctx);
  if (page === null) return ctx.html(notFoundPage(ctx), 404);
  ctx.html(page);
}

/** How often what visitors left behind is looked for (expireSessions). */
const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

export async function startDemo(options: DemoOptions): Promise<DemoServer> {
  const db = openDatabase(options.dbFile);
  db.function('fold_umlauts', { deterministic: true }, (text: unknown) => foldUmlauts(String(text ?? '')));
  db.function('fold_diacritics', { deterministic: true }, (text: unknown) => foldDiacritics(String(text ?? '')));
  const distDir = resolve(options.distDir ?? join(ROOT, 'dist'));
  const policy: RequestPolicy = { ...DEFAULT_POLICY, ...options.policy };
  if (!existsSync(join(distDir, 'shop-islands.js'))) console.warn(`[demo] ${distDir}/shop-islands.js is missing: run the build first`);

  expireSessions(db);
  const expiry = setInterval(() => expireSessions(db), EXPIRY_INTERVAL_MS);
  expiry.unref();
  const server = createServer((req, res) => {
    const ctx = new Ctx(req, res, db, policy, performance.now(), distDir);
    route(ctx, distDir).catch((error: unknown) => {
      console.error('[demo]', req.method, req.url, error);
      if (!res.headersSent) ctx.send(500, 'Interner Fehler', 'text/plain; charset=utf-8');
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    db,
    close: () =>
      new Promise<void>((resolveClose) => {
        clearInterval(expiry);
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolveClose();
        });
      }),
  };
}
