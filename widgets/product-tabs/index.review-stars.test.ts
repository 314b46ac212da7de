import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

const FORM = `<div class="woocommerce-tabs" id="tabs">
<ul class="tabs wc-tabs"><li class="reviews_tab"><a href="#tab-reviews">Bewertungen</a></li></ul>
<div id="tab-reviews"><div id="respond"><form id="commentform" action="/wp-comments-post.php" method="post">
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating</label><select name="rating" id="rating" required>
<option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></div>
<textarea id="comment" name="comment"></textarea><input name="submit" type="submit" id="submit" value="Submit"></form></div></div></div>`;

let unmount: (() => void) | void;
afterEach(() => {
  if (unmount) act(() => (unmount as () => void)());
  unmount = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function mount(params?: unknown) {
  if (params !== undefined) vi.stubGlobal('wc_single_product_params', params);
  document.body.innerHTML = FORM;
  unmount = await mountedInAct(() => island.mount(document.getElementById('tabs')!, { productId: 0 }));
  // the stars are a chunk of their own
  for (let tries = 0; tries < 50 && !document.querySelector('p.stars'); tries++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const select = () => document.querySelector<HTMLSelectElement>('#rating')!;
const stars = () => [...document.querySelectorAll<HTMLAnchorElement>('#respond p.stars a')];
const submit = () => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => void document.querySelector('#submit')!.dispatchEvent(event));
  return event.defaultPrevented;
};

describe('review stars', () => {
  it('hide the select and show WooCommerce’s five stars; a click picks value n for star n', async () => {
    await mount({ i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'] });
    expect(select().style.display).toBe('none');
    expect(stars().map((star) => star.textContent)).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    expect(stars()[0]!.tabIndex).toBe(0);
    act(() => stars()[3]!.click());
    expect(select().value).toBe('4');
    expect(stars()[3]!.getAttribute('aria-checked')).toBe('true');
    expect(stars()[3]!.classList.contains('active')).toBe(true);
    expect(stars()[0]!.getAttribute('aria-checked')).toBe('false');
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    expect(stars()[3]!.tabIndex).toBe(0);
    expect(stars()[0]!.tabIndex).toBe(-1);
  });

  it('arrow keys move and pick', async () => {
    await mount();
    act(() => void stars()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(select().value).toBe('3');
    expect(document.activeElement).toBe(stars()[2]);
  });

  it('a review without a rating is refused with WooCommerce’s text, focus on the first star; with one it goes', async () => {
    await mount({ review_rating_required: 'yes', i18n_required_rating_text: 'Please select a rating' });
    expect(submit()).toBe(true);
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Please select a rating');
    expect(document.activeElement).toBe(stars()[0]);
    act(() => stars()[4]!.click());
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('');
    expect(submit()).toBe(false);
  });

  it('a shop that does not require a rating lets the review go without one', async () => {
    await mount({ review_rating_required: 'no' });
    expect(submit()).toBe(false);
  });

  it('unmounting gives the select back', async () => {
    await mount();
    act(() => (unmount as () => void)());
    unmount = undefined;
    expect(select().style.display).toBe('');
    expect(document.querySelector('p.stars')).toBeNull();
  });
});
