/**
 * What woocommerce.js did (replaced with the store-notice feature): the sort select, password fields
 * and notices wrappers become hosts, on recorded WooCommerce 10 pages and through the real actions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callPhp, normalised, parse, withoutHosts } from './markup';
import { wpJson, wpPhp } from './site';

const recordedPage = (name: string) => readFileSync(`test/fixtures/recorded/woocommerce/pages/${name}`, 'utf8');
/** One element's markup cut from a recorded page (it holds no nested element of its own kind). */
const cut = (page: string, pattern: RegExp) => pattern.exec(page)?.[0] ?? '';

const ordering = cut(recordedPage('shop-archive-one-item-in-cart.html'), /<form class="woocommerce-ordering"[\s\S]*?<\/form>/);
const noticesWrapper = cut(recordedPage('cart-one-item.html'), /<div class="woocommerce-notices-wrapper">[\s\S]*?<\/div>/);

// WooCommerce 10's myaccount/form-login.php prints the password input bare (woocommerce.js wrapped it)
const LOGIN_FORM = `<form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row form-row"><label for="password">Passwort&nbsp;<span class="required">*</span></label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" /></p>
<p><span class="password-input"><input type="password" name="password_2" id="password_2" autocomplete="new-password" /></span></p>
</form>`;

describe('hosts for what woocommerce.js did', () => {
  it('the sort select form', async () => {
    expect(ordering).toContain('name="orderby"');
    const html = await callPhp('shop_islands_sort_select_host', [ordering]);
    expect(parse(html).querySelector('form.woocommerce-ordering')?.getAttribute('data-island')).toBe('sort-select');
    expect(withoutHosts(html, [])).toBe(normalised(ordering));
    expect(await callPhp('shop_islands_sort_select_host', [html])).toBe(html);
  });

  it('the notices wrapper', async () => {
    expect(noticesWrapper).not.toBe('');
    const html = await callPhp('shop_islands_notices_host', [noticesWrapper]);
    expect(parse(html).querySelector('.woocommerce-notices-wrapper')?.getAttribute('data-island')).toBe('notices');
    expect(withoutHosts(html, [])).toBe(normalised(noticesWrapper));
  });

  it('password fields: a bare input is wrapped in a host, a printed span.password-input becomes one', async () => {
    const html = await callPhp('shop_islands_password_toggle_host', [LOGIN_FORM]);
    const document = parse(html);
    const hosts = [...document.querySelectorAll('[data-island="password-toggle"]')];
    expect(hosts.map((host) => `${host.tagName} ${host.className} ${host.querySelector('input')?.id}`)).toEqual([
      'SPAN password-input password',
      'SPAN password-input password_2',
    ]);
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(2);
    expect(await callPhp('shop_islands_password_toggle_host', [html])).toBe(html);
    // nothing else moved: the wrapped input is the same element with the same attributes
    expect(withoutHosts(html, [], true).replace(/<span class="password-input">(<input[^>]*id="password_2"[^>]*>)<\/span>/, '$1')).toBe(
      normalised(LOGIN_FORM.replace(/<span class="password-input">(<input[^>]*>)<\/span>/, '$1')),
    );
  });

  it('the notices wrapper WooCommerce prints on its actions, through a buffer around that callback', async () => {
    const printed = await wpJson<{ cart: string; loop: string }>(`
      // WooCommerce's own woocommerce_output_all_notices, hooked by WooCommerce on its actions
      wc_load_cart();
      wc_add_notice( 'Nicht genug auf Lager.', 'error' );
      add_action( 'woocommerce_before_cart', function () { echo '<p class="theme-before-cart">Hallo</p>'; }, 10 );
      do_action( 'wp' );
      ob_start(); do_action( 'woocommerce_before_cart' ); $cart = ob_get_clean();
      ob_start(); do_action( 'woocommerce_before_shop_loop' ); $loop = ob_get_clean();
      echo wp_json_encode( array( 'cart' => $cart, 'loop' => $loop ) );`);
    const cart = parse(printed.cart);
    expect(cart.querySelector('.woocommerce-notices-wrapper')?.getAttribute('data-island')).toBe('notices');
    expect(cart.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent?.trim()).toBe('Nicht genug auf Lager.');
    expect(cart.querySelector('.woocommerce-notices-wrapper + p.theme-before-cart')).not.toBeNull();
    // the notice went out on the cart's action; the loop's wrapper is printed empty, a host too
    const loop = parse(printed.loop);
    expect(loop.querySelector('.woocommerce-notices-wrapper')?.getAttribute('data-island')).toBe('notices');
    expect(loop.querySelector('.woocommerce-error')).toBeNull();
  });

  it('through the template part actions while the store-notice feature is on, and not while it is off', async () => {
    const printed = (settings: string) =>
      wpJson<string>(
        `${settings}
        ob_start();
        do_action( 'woocommerce_before_template_part', 'loop/orderby.php', '', '', array() );
        echo getenv( 'MARKUP' );
        do_action( 'woocommerce_after_template_part', 'loop/orderby.php', '', '', array() );
        echo wp_json_encode( ob_get_clean() );`,
        { MARKUP: ordering },
      );
    expect(await printed('')).toContain('data-island="sort-select"');
    const off = await printed(`update_option( 'shop_islands', array( 'islands' => array( 'store-notice' => false ) ) );`);
    await wpPhp(`delete_option( 'shop_islands' );`);
    expect(off).toBe(ordering);
  });
});
