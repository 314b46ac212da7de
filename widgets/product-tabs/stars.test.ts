// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nextStar, ratingValues, readStarParams } from './stars';

describe('review stars: params', () => {
  it('takes WooCommerce’s texts and the required flag from wc_single_product_params', () => {
    const params = readStarParams({
      i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
      review_rating_required: 'no',
      i18n_required_rating_text: 'Please select a rating',
    });
    expect(params).toEqual({
      labels: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
      required: false,
      requiredText: 'Please select a rating',
    });
  });

  it.each([undefined, null, 0, -1, 'x', { i18n_rating_options: 'no', i18n_required_rating_text: 5 }])(
    'falls back to its own German texts and to required for %j',
    (raw) => {
      const params = readStarParams(raw);
      expect(params.labels).toEqual(['1 von 5 Sternen', '2 von 5 Sternen', '3 von 5 Sternen', '4 von 5 Sternen', '5 von 5 Sternen']);
      expect(params.required).toBe(true);
      expect(params.requiredText).toBe('Bitte wählen Sie eine Bewertung aus.');
    },
  );

  it('fills a missing or empty label from its own texts', () => {
    expect(readStarParams({ i18n_rating_options: ['eins', '', 3] }).labels.slice(0, 3)).toEqual([
      'eins',
      '2 von 5 Sternen',
      '3 von 5 Sternen',
    ]);
  });
});

describe('review stars: values and keys', () => {
  it('star n is value n, whatever the order of the options (WooCommerce lists 5 first)', () => {
    document.body.innerHTML =
      '<select id="rating"><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select>';
    expect(ratingValues(document.querySelector('select')!)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('arrows move one star without wrapping; other keys do nothing', () => {
    expect(nextStar('ArrowRight', 0, 5)).toBe(1);
    expect(nextStar('ArrowDown', 3, 5)).toBe(4);
    expect(nextStar('ArrowRight', 4, 5)).toBeNull();
    expect(nextStar('ArrowLeft', 2, 5)).toBe(1);
    expect(nextStar('ArrowUp', 0, 5)).toBeNull();
    expect(nextStar('Tab', 2, 5)).toBeNull();
  });
});
