/** Rate My Post's three actions, answering exactly as the plugin does (json_encode, HTTP 200). */
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http';
import { loggedInUser } from '../users';
import { RMP, nonceFor } from '../settings';
import type { Handler } from './types';

const results = (ctx: Ctx, postId: number) => {
  const row = ctx.db.prepare('SELECT COUNT(*) AS count, AVG(value) AS average FROM rmp_ratings WHERE post_id = ?').get(postId) as {
    count: number;
    average: number | null;
  };
  return { voteCount: row.count, avgRating: row.average === null ? 0 : Math.round(row.average * 10) / 10 };
};

const postExists = (ctx: Ctx, postId: number) => Boolean(ctx.db.prepare('SELECT 1 FROM posts WHERE id = ?').get(postId));

const ratingFailure = (ctx: Ctx, message: string) =>
  ctx.phpJson({ voteCount: false, avgRating: false, errorMsg: [message], token: '-1', id: '-1' });

export const processRating: Handler = (ctx) => {
  const star = Number(ctx.param('star_rating'));
  const postId = Number(ctx.param('postID'));
  if (!Number.isInteger(star) || star < 1 || star > 5 || !Number.isInteger(postId) || !postExists(ctx, postId))
    return ratingFailure(ctx, 'No rating submitted!');
  const user = loggedInUser(ctx);
  if (user && ctx.param('nonce') !== nonceFor(ctx.db, 'rmp_public_nonce', user.id)) return ratingFailure(ctx, 'Invalid WP token!');
  if (RMP.votingPriv === '2' && !user) return ratingFailure(ctx, 'You need to be logged in to rate!');
  const already = ctx.db.prepare('SELECT 1 FROM rmp_ratings WHERE post_id = ? AND ip = ?').get(postId, ctx.ip);
  if (already) return ratingFailure(ctx, RMP.cookie);

  const wantsFeedback = RMP.feedback === '2' && star <= Number(RMP.positiveThreshold);
  const token = wantsFeedback ? randomBytes(16).toString('hex') : '-1';
  const duration = Math.max(0, Math.round(Number(ctx.param('duration')) || 0));
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO rmp_ratings (post_id, value, ip, duration, token, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(postId, star, ctx.ip, duration, token, new Date().toISOString());
  ctx.phpJson({ ...results(ctx, postId), errorMsg: [], token: wantsFeedback ? token : -1, id: Number(lastInsertRowid) });
};

export const processFeedback: Handler = (ctx) => {
  if (RMP.feedback !== '2') return ctx.text('');
  const postId = Number(ctx.param('postID'));
  const ratingId = Number(ctx.param('rating_id'));
  const token = ctx.param('rating_token') ?? '';
  const errors: string[] = [];
  const row = ctx.db.prepare('SELECT token FROM rmp_ratings WHERE id = ? AND post_id = ?').get(ratingId, postId) as
    { token: string } | undefined;
  if (!row || row.token === '-1' || row.token !== token) errors.push('Invalid Token');
  else ctx.db.prepare("UPDATE rmp_ratings SET token = '-1' WHERE id = ?").run(ratingId);
  const feedback = (ctx.param('feedback') ?? '').trim();
  if (errors.length === 0 && feedback === '') errors.push(RMP.emptyFeedback);
  if (errors.length === 0)
    ctx.db
      .prepare('INSERT INTO rmp_feedback (post_id, rating_id, feedback, created_at) VALUES (?, ?, ?, ?)')
      .run(postId, ratingId, feedback, new Date().toISOString());
  ctx.phpJson({ successMsg: RMP.successFeedback, errorMsg: errors });
};

export const loadResults: Handler = (ctx) => {
  const postId = Number(ctx.param('postID'));
  if (!ctx.param('postID') || !Number.isInteger(postId) || postId <= 0)
    return ctx.phpJson({ voteCount: false, avgRating: false, errorMsg: 'You cannot rate a web page without an id!' });
  ctx.phpJson({ ...results(ctx, postId), errorMsg: '' });
};
