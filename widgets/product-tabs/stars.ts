/**
 * The review form's rating as single-product.js had it: WooCommerce's `select#rating` is replaced
 * by five star links (`p.stars`, radios in a group), and a review without a rating is refused when
 * the shop requires one. What it needs from WooCommerce's localized `wc_single_product_params`.
 */
import { t } from './messages';

export interface StarParams {
  /** "1 of 5 stars" … "5 of 5 stars", in the shop's language */
  labels: string[];
  /** `review_rating_required` = 'yes' */
  required: boolean;
  /** "Please select a rating" */
  requiredText: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads `wc_single_product_params` (untrusted: anything missing or malformed falls back to the island's own texts). */
export function readStarParams(raw: unknown, count = 5): StarParams {
  const params = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const options = Array.isArray(params.i18n_rating_options) ? params.i18n_rating_options : [];
  const labels = Array.from({ length: count }, (_, index) => text(options[index]) ?? t('tabs.ratingOption', { n: index + 1, of: count }));
  return {
    labels,
    // WooCommerce prints it unless turned off; a missing global keeps the select's own `required`
    required: params.review_rating_required === undefined ? true : params.review_rating_required === 'yes',
    requiredText: text(params.i18n_required_rating_text) ?? t('tabs.ratingRequired'),
  };
}

/** The star an arrow key moves to from `index` (0-based), or null: no wrap, as WooCommerce's `.next()`/`.prev()`. */
export function nextStar(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return index + 1 < count ? index + 1 : null;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index > 0 ? index - 1 : null;
  return null;
}

/**
 * The rating values the select offers (its non-empty options), lowest first: star n picks value n
 * as single-product.js does, whatever the options' order (WooCommerce lists "Perfect" (5) first).
 */
export const ratingValues = (select: HTMLSelectElement): string[] =>
  [...select.options]
    .map((option) => option.value)
    .filter((value) => value !== '')
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
