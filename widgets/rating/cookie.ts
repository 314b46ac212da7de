/**
 * Rate My Post's `rmp-rate` cookie: the ids of posts this browser voted on, comma-separated
 * (js-cookie stores the comma as %2C), 20 days, at most 20 ids with the oldest dropped.
 */
import Cookies from 'js-cookie';
import { siteCookie } from '../../src/wp/cookie';

export const RATED_COOKIE = 'rmp-rate';
export const RATED_MAX = 20;
export const RATED_DAYS = 20;

export function parseRatedIds(value: string | undefined): number[] {
  if (!value) return [];
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // keep it as it is
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

export function withRatedId(ids: readonly number[], postId: number, max = RATED_MAX): number[] {
  const next = [...ids.filter((id) => id !== postId), postId];
  return next.slice(Math.max(0, next.length - max));
}

export const hasRated = (postId: number) => parseRatedIds(Cookies.get(RATED_COOKIE)).includes(postId);

export function rememberRating(postId: number): void {
  const ids = withRatedId(parseRatedIds(Cookies.get(RATED_COOKIE)), postId);
  Cookies.set(RATED_COOKIE, ids.join(','), siteCookie({ expires: RATED_DAYS }));
}
