// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { JOURNEYS } from './journeys';

const journey = (id: string) => JOURNEYS.find((candidate) => candidate.id === id)!;

describe("the journeys' action requests", () => {
  it("an add to cart: WooCommerce's ajax add, or its product form posted (multipart, as the theme's form is)", () => {
    const { isAction } = journey('single-add');
    expect(isAction({ url: 'http://shop.test/?wc-ajax=add_to_cart', method: 'POST' })).toBe(true);
    const multipart =
      '------B\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n1\r\n------B\r\nContent-Disposition: form-data; name="add-to-cart"\r\n\r\n17\r\n';
    expect(isAction({ url: 'http://shop.test/product/espressobohnen/', method: 'POST', postData: multipart })).toBe(true);
    expect(isAction({ url: 'http://shop.test/product/espressobohnen/', method: 'POST', postData: 'quantity=1&add-to-cart=17' })).toBe(true);
    expect(isAction({ url: 'http://shop.test/?wc-ajax=get_refreshed_fragments', method: 'POST', postData: 'time=1' })).toBe(false);
    expect(isAction({ url: 'http://shop.test/product/espressobohnen/', method: 'GET' })).toBe(false);
  });

  it('the checkout: its wc-ajax=checkout post, not the review refresh', () => {
    const { isAction } = journey('place-order');
    expect(isAction({ url: 'http://shop.test/?wc-ajax=checkout', method: 'POST' })).toBe(true);
    expect(isAction({ url: 'http://shop.test/?wc-ajax=update_order_review', method: 'POST' })).toBe(false);
  });

  it("a quick view: Flatsome's admin-ajax action, nothing else posted there", () => {
    const { isAction } = journey('quick-view');
    expect(
      isAction({ url: 'http://shop.test/wp-admin/admin-ajax.php', method: 'POST', postData: 'action=flatsome_quickview&product=17' }),
    ).toBe(true);
    expect(isAction({ url: 'http://shop.test/wp-admin/admin-ajax.php', method: 'POST', postData: 'action=flatsome_quickview_x' })).toBe(
      false,
    );
    expect(isAction({ url: 'http://shop.test/?wc-ajax=flatsome_quickview', method: 'POST', postData: 'action=flatsome_quickview' })).toBe(
      false,
    );
  });

  it("a rating vote: Rate My Post's process_rating, multipart as its widget posts it, not its results", () => {
    const { isAction } = journey('rating-vote');
    const form = (action: string) =>
      `------B\r\nContent-Disposition: form-data; name="action"\r\n\r\n${action}\r\n------B\r\nContent-Disposition: form-data; name="star_rating"\r\n\r\n5\r\n`;
    expect(isAction({ url: 'http://shop.test/wp-admin/admin-ajax.php', method: 'POST', postData: form('process_rating') })).toBe(true);
    expect(isAction({ url: 'http://shop.test/wp-admin/admin-ajax.php', method: 'POST', postData: form('load_results') })).toBe(false);
    expect(isAction({ url: 'http://shop.test/wp-admin/admin-ajax.php', method: 'GET' })).toBe(false);
  });
});
