/** Mailchimp for WooCommerce's cart email capture. */
import { createHash } from 'node:crypto';
import { cartSession } from '../cart';
import type { Handler } from './types';

const EMAIL = /^[\w.%+-]+@[\w.-]+\.[a-zA-Z]{2,4}$/;

export const setUserByEmail: Handler = (ctx) => {
  const email = (ctx.param('email') ?? '').trim();
  if (!EMAIL.test(email)) return ctx.wpJson({ success: false, data: 'invalid email' });
  const session = cartSession(ctx, true)!;
  const hash = createHash('md5').update(`${session}|${email}`).digest('hex');
  ctx.db
    .prepare(
      `INSERT INTO mailchimp_carts (hash, session_id, email, language, subscribed, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (hash) DO UPDATE SET language = excluded.language, subscribed = excluded.subscribed, updated_at = excluded.updated_at`,
    )
    .run(hash, session, email, ctx.param('mc_language') ?? 'de', ctx.param('subscribed') === '1' ? 1 : 0, new Date().toISOString());
  ctx.wpJson({ success: true, data: { hash } });
};

export const getUserByHash: Handler = (ctx) => {
  const row = ctx.db.prepare('SELECT email FROM mailchimp_carts WHERE hash = ?').get(ctx.param('hash') ?? '') as
    { email: string } | undefined;
  ctx.wpJson({ email: row?.email ?? '' });
};
