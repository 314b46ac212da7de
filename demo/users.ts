/** Demo log-in: a cookie holding a random token, looked up in SQLite; nonces bound to the session. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cartSession } from './cart';
import { siteSecret, type DB } from './db';
import type { Ctx } from './http';

export const LOGIN_COOKIE = 'wordpress_logged_in_demo';

/**
 * A log-in lasts two days from the moment it was made, however active the visitor is: WordPress's
 * log-in without "remember me" (a fixed expiry, not a sliding one). The cookie itself is a session cookie.
 */
export const LOGIN_LIFETIME_MS = 2 * 24 * 3600 * 1000;

export interface UserRow {
  id: number;
  login: string;
  email: string;
  name: string;
  can_edit_pages: number;
  can_manage_options: number;
  coming_soon_banner_dismissed: string;
}

/** The login token of the request, when it names a log-in that has not expired (expired ones are deleted). */
function liveToken(ctx: Ctx): string | null {
  const token = ctx.cookies[LOGIN_COOKIE];
  if (!token) return null;
  const row = ctx.db.prepare('SELECT expires_at FROM logins WHERE token = ?').get(token) as { expires_at: number } | undefined;
  if (!row) return null;
  if (row.expires_at > Date.now()) return token;
  ctx.db.prepare('DELETE FROM logins WHERE token = ?').run(token);
  return null;
}

export function loggedInUser(ctx: Ctx): UserRow | null {
  const token = liveToken(ctx);
  if (!token) return null;
  return (
    (ctx.db
      .prepare(
        'SELECT u.id, u.login, u.email, u.name, u.can_edit_pages, u.can_manage_options, u.coming_soon_banner_dismissed FROM logins l JOIN users u ON u.id = l.user_id WHERE l.token = ?',
      )
      .get(token) as UserRow | undefined) ?? null
  );
}

export function logIn(ctx: Ctx, login: string, password: string): UserRow | null {
  const user = ctx.db
    .prepare('SELECT id FROM users WHERE (login = ? OR email = ?) AND password = ?')
    .get(login.trim(), login.trim(), password) as { id: number } | undefined;
  if (!user) return null;
  const token = randomBytes(16).toString('hex');
  ctx.db.prepare('DELETE FROM logins WHERE expires_at <= ?').run(Date.now());
  ctx.db.prepare('INSERT INTO logins (token, user_id, expires_at) VALUES (?, ?, ?)').run(token, user.id, Date.now() + LOGIN_LIFETIME_MS);
  ctx.setCookie(LOGIN_COOKIE, token, { httpOnly: true });
  return loggedInUser(ctx);
}

export function logOut(ctx: Ctx) {
  const token = ctx.cookies[LOGIN_COOKIE];
  if (token) ctx.db.prepare('DELETE FROM logins WHERE token = ?').run(token);
  ctx.clearCookie(LOGIN_COOKIE);
}

/** A failed log-in from the header popup, shown in the popup of the page rendered for the same request. */
export const popupLoginErrors = new WeakMap<Ctx, string>();

/** The site's secret for nonces (WordPress's NONCE_SALT). */
const nonceSalt = (db: DB): string => siteSecret(db, 'nonce_salt');

/**
 * A nonce for `action`, bound to the visitor's session as in WordPress: the log-in's token, or for a
 * visitor who is not logged in the cart session (WooCommerce's nonce_user_logged_out). Another
 * visitor's nonce, or one from before a log-in or log-out, does not pass.
 */
export function sessionNonce(ctx: Ctx, action: string): string {
  const user = loggedInUser(ctx);
  const token = user ? ctx.cookies[LOGIN_COOKIE] : cartSession(ctx, false);
  return createHmac('sha256', nonceSalt(ctx.db))
    .update(`${action}|${user?.id ?? 0}|${token ?? ''}`)
    .digest('hex')
    .slice(0, 10);
}

export function verifySessionNonce(ctx: Ctx, action: string, nonce: string | null): boolean {
  const expected = Buffer.from(sessionNonce(ctx, action));
  const given = Buffer.from(nonce ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** WooCommerce's wc_logout_url(): the account endpoint with the session's nonce. */
export const logoutUrl = (ctx: Ctx) => `/my-account/customer-logout/?_wpnonce=${sessionNonce(ctx, 'customer-logout')}`;

/** The nonce of WooCommerce's cart form and remove links (`woocommerce-cart`). */
export const cartNonce = (ctx: Ctx) => sessionNonce(ctx, 'woocommerce-cart');
