/** Demo log-in: a cookie holding a random token, looked up in SQLite. */
import { randomBytes } from 'node:crypto';
import type { Ctx } from './http';

export const LOGIN_COOKIE = 'wordpress_logged_in_demo';

export interface UserRow {
  id: number;
  login: string;
  email: string;
  name: string;
  can_edit_pages: number;
  coming_soon_banner_dismissed: string;
}

export function loggedInUser(ctx: Ctx): UserRow | null {
  const token = ctx.cookies[LOGIN_COOKIE];
  if (!token) return null;
  return (
    (ctx.db
      .prepare(
        'SELECT u.id, u.login, u.email, u.name, u.can_edit_pages, u.coming_soon_banner_dismissed FROM logins l JOIN users u ON u.id = l.user_id WHERE l.token = ?',
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
  ctx.db.prepare('INSERT INTO logins (token, user_id) VALUES (?, ?)').run(token, user.id);
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
