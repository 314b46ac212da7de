/**
 * The plugin's hosts on WooCommerce's own markup: the recorded WooCommerce 10 markup passed through
 * the plugin's transforms inside the real WordPress (WooCommerce itself cannot be installed here).
 */
import { describe, expect, it } from 'vitest';
import { parseProps, type PropsSpec } from '../../src/islands/props';
import { callPhp, normalised, parse, recorded, withoutHosts } from './markup';
import { wpPhp } from './site';

/** The props each island declares: read from the islands themselves, so the hosts follow them. */
const ISLANDS = [
  'add-to-cart',
  'quantity',
  'checkout',
  'cart-page',
  'store-notice',
  'product-gallery',
  'product-tabs',
  'mini-cart',
  'variations',
];
const SPECS: Record<string, PropsSpec> = Object.fromEntries(
  await Promise.all(
    ISLANDS.map(async (name) => [
      name,
      ((await import(`../../widgets/${name}/index.tsx`)) as { default: { props: PropsSpec } }).default.props,
    ]),
  ),
);

function hostsOf(html: string, island: string): Element[] {
  const hosts = [...parse(html).querySelectorAll(`[data-island="${island}"]`)];
  for (const host of hosts) {
    const result = parseProps(SPECS[island]!, (name) => host.getAttribute(name));
    expect(result, `${island}: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
  }
  return hosts;
}

interface Case {
  file: string;
  fn: string;
  args?: unknown[];
  island: string;
  count: number;
  /** attributes the transform adds (besides data-island) */
  added?: string[];
  wrapper?: boolean;
}

const CASES: Case[] = [
  { file: 'archive-add-to-cart-buttons.html', fn: 'shop_islands_loop_add_to_cart_host', island: 'add-to-cart', count: 2 },
  // the Product Button block's buttons (`wc-interactive`) are its own script's, as add-to-cart.js leaves them
  { file: 'archive-add-to-cart-buttons-twentytwentyfive.html', fn: 'shop_islands_loop_add_to_cart_host', island: 'add-to-cart', count: 0 },
  { file: 'single-product-add-to-cart-form-simple.html', fn: 'shop_islands_add_to_cart_form_host', island: 'add-to-cart', count: 1 },
  { file: 'single-product-variations-form.html', fn: 'shop_islands_add_to_cart_form_host', island: 'add-to-cart', count: 1 },
  { file: 'single-product-quantity-simple.html', fn: 'shop_islands_quantity_host', island: 'quantity', count: 1 },
  { file: 'single-product-variations-form.html', fn: 'shop_islands_quantity_host', island: 'quantity', count: 1 },
  { file: 'checkout-form.html', fn: 'shop_islands_checkout_host', island: 'checkout', count: 1 },
  { file: 'cart-form-one-item.html', fn: 'shop_islands_cart_page_host', island: 'cart-page', count: 1, wrapper: true },
  {
    file: 'mini-cart-widget-wrapper-one-item.html',
    fn: 'shop_islands_mini_cart_widget_host',
    island: 'mini-cart',
    count: 1,
  },
  { file: 'single-product-variations-form.html', fn: 'shop_islands_single_variation_host', island: 'variations', count: 1 },
];

describe('hosts on recorded WooCommerce markup', () => {
  for (const { file, fn, args = [], island, count, added = [], wrapper = false } of CASES) {
    it(`${fn}: ${file}`, async () => {
      const input = recorded(file);
      const once = await callPhp(fn, [input, ...args]);
      const twice = await callPhp(fn, [once, ...args]);
      expect(twice).toBe(once);
      expect(hostsOf(once, island)).toHaveLength(count);
      if (island === 'mini-cart') {
        const document = parse(once);
        const host = document.querySelector('[data-island="mini-cart"]')!;
        // the widget keeps its layout: the list where it was, no toggle, no panel
        expect(host.querySelector(':scope > .widget_shopping_cart_content')).not.toBeNull();
        expect(host.querySelector('button, .si-mini-cart__panel, [hidden]')).toBeNull();
        expect(host.getAttribute('data-mode')).toBe('widget');
        host.replaceWith(...host.childNodes);
        expect(document.body.innerHTML).toBe(normalised(input));
        return;
      }
      expect(withoutHosts(once, added, wrapper)).toBe(normalised(input));
    });
  }

  it('keeps every data-* attribute of a loop link, and its order', async () => {
    const input = recorded('archive-add-to-cart-buttons.html');
    const html = await callPhp('shop_islands_loop_add_to_cart_host', [input]);
    const link = parse(html).querySelector('a[data-product_id="13"]')!;
    expect(link.getAttribute('data-island')).toBe('add-to-cart');
    expect(link.getAttribute('data-product_sku')).toBe('MUG-01');
    expect(link.getAttribute('data-quantity')).toBe('1');
    expect(parse(html).querySelector('a[data-product_id="14"]')!.hasAttribute('data-island')).toBe(false);
  });

  it("gives the gallery the theme's zoom, lightbox and slider as WooCommerce's gallery script gets them (theme support, WooCommerce's filters); thumbnails only with the slider, the trigger only with zoom and lightbox", async () => {
    const image = (n: number) =>
      `<div data-thumb="t${n}.jpg" class="woocommerce-product-gallery__image"><a href="full${n}.jpg"><img src="600-${n}.jpg" alt=""></a></div>`;
    const gallery = `<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper">${image(1)}${image(2)}</div></div>`;
    const features = async (setup: string) => {
      const [host] = hostsOf(await callPhp('shop_islands_product_gallery_host', [gallery], setup), 'product-gallery');
      return {
        zoom: host!.getAttribute('data-zoom'),
        lightbox: host!.getAttribute('data-lightbox'),
        slider: host!.getAttribute('data-slider'),
        trigger: host!.querySelector('.woocommerce-product-gallery__trigger') !== null,
        thumbnails: host!.querySelectorAll('.flex-control-thumbs li').length,
      };
    };
    // the test site's theme (twentytwentyone, with WooCommerce's support for it) has all three
    expect(await features('')).toEqual({ zoom: 'true', lightbox: 'true', slider: 'true', trigger: true, thumbnails: 2 });
    expect(
      await features(
        "add_filter( 'woocommerce_single_product_zoom_enabled', '__return_false' ); add_filter( 'woocommerce_single_product_photoswipe_enabled', '__return_false' );",
      ),
    ).toEqual({ zoom: 'false', lightbox: 'false', slider: 'true', trigger: false, thumbnails: 2 });
    expect(await features("remove_theme_support( 'wc-product-gallery-lightbox' );")).toEqual({
      zoom: 'true',
      lightbox: 'false',
      slider: 'true',
      trigger: false,
      thumbnails: 2,
    });
    // with the lightbox alone, single-product.js opens it from a click on an image and prepends no trigger
    expect(await features("remove_theme_support( 'wc-product-gallery-zoom' );")).toEqual({
      zoom: 'false',
      lightbox: 'true',
      slider: 'true',
      trigger: false,
      thumbnails: 2,
    });
    expect(await features("remove_theme_support( 'wc-product-gallery-slider' );")).toEqual({
      zoom: 'true',
      lightbox: 'true',
      slider: 'false',
      trigger: true,
      thumbnails: 0,
    });
  });

  it('shows the gallery from the first paint and names the product of the tabs', async () => {
    const gallery =
      '<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="t.jpg" class="woocommerce-product-gallery__image"><a href="full.jpg"><img src="600.jpg" alt=""></a></div></div></div>';
    const html = await callPhp('shop_islands_product_gallery_host', [gallery]);
    const [host] = hostsOf(html, 'product-gallery');
    expect(host!.hasAttribute('style')).toBe(false);
    expect(host!.getAttribute('data-columns')).toBe('4');
    expect(await callPhp('shop_islands_product_gallery_host', [html])).toBe(html);
    expect(html).not.toContain('flex-control-thumbs');
    // two images: the thumbnails as flexslider builds them, each a link to the full-size file
    const image = (n: number, alt: string) =>
      `<div data-thumb="https://shop.example/t${n}.jpg" data-thumb-alt="${alt}" class="woocommerce-product-gallery__image"><a href="https://shop.example/full${n}.jpg"><img src="https://shop.example/600-${n}.jpg" alt=""></a></div>`;
    const two = `<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper">${image(1, '')}${image(2, 'Bohnen')}</div></div>`;
    const withThumbnails = await callPhp('shop_islands_product_gallery_host', [two]);
    expect(await callPhp('shop_islands_product_gallery_host', [withThumbnails])).toBe(withThumbnails);
    const links = [...parse(withThumbnails).querySelectorAll('[data-island="product-gallery"] > ol.flex-control-thumbs > li > a')];
    expect(
      links.map((link) => [link.getAttribute('href'), link.querySelector('img')!.getAttribute('src'), link.querySelector('img')!.alt]),
    ).toEqual([
      ['https://shop.example/full1.jpg', 'https://shop.example/t1.jpg', ''],
      ['https://shop.example/full2.jpg', 'https://shop.example/t2.jpg', 'Bohnen'],
    ]);

    const tabs =
      '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab">Beschreibung</a></li></ul><div class="woocommerce-Tabs-panel" id="tab-description" role="tabpanel">…</div></div>';
    const tabbed = await callPhp('shop_islands_product_tabs_host', [tabs, 16]);
    expect(hostsOf(tabbed, 'product-tabs')[0]!.getAttribute('data-product-id')).toBe('16');
    // the first tab is chosen from the first paint, as single-product.js chooses it at load
    expect(parse(tabbed).querySelector('ul.tabs li')?.className).toBe('description_tab active');
    expect(withoutHosts(tabbed, ['data-product-id']).replace('description_tab active', 'description_tab')).toBe(normalised(tabs));
  });

  it('gives the store notice WooCommerce’s id, shown by CSS rather than script; markup in the text stays text', async () => {
    const notice = 'Versandkostenfrei ab 50 € <script>alert(1)</script>';
    const [html, head] = await callPhp<[string, string]>(
      'shop_islands_test_notice',
      [notice],
      `function shop_islands_test_notice( $notice ) {
        $html = '<p role="complementary" class="woocommerce-store-notice demo_store" data-notice-id="' . esc_attr( md5( $notice ) ) . '" style="display:none;">' . wp_kses_post( $notice ) . ' <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p>';
        return array( shop_islands_store_notice_host( $html, $notice ), shop_islands_store_notice_head( $notice ) );
      }`,
    );
    const [host] = hostsOf(html, 'store-notice');
    const { createHash } = await import('node:crypto');
    const id = createHash('md5').update(notice).digest('hex');
    expect(host!.getAttribute('data-notice-id')).toBe(id);
    expect(host!.hasAttribute('style')).toBe(false);
    expect(host!.querySelector('script')).toBeNull();
    expect(head).toContain(`"store_notice${id}=hidden"`);
    expect(head).toContain('[data-si-notice-hidden] .woocommerce-store-notice{display:none}');
  });

  it('adds the header cart count to the cart fragments; the header cart is a mini-cart host', async () => {
    const fragments = await callPhp<Record<string, string>>('shop_islands_filter_fragments', [
      { 'div.widget_shopping_cart_content': '<div></div>' },
    ]);
    expect(fragments['span.cart-count']).toBe('<span class="cart-count" data-count="0">0</span>');
    const header = await callPhp(
      'shop_islands_header_cart_html',
      [],
      `update_option( 'shop_islands', array( 'mini_cart_mode' => 'off-canvas' ) );`,
    );
    await wpPhp(`delete_option( 'shop_islands' );`);
    const [host] = hostsOf(header, 'mini-cart');
    expect(host!.getAttribute('data-mode')).toBe('off-canvas');
    expect(host!.querySelector('span.cart-count')).not.toBeNull();
    const toggle = host!.querySelector('.si-mini-cart__toggle')!;
    expect(host!.querySelector(`#${toggle.getAttribute('aria-controls')!} > .widget_shopping_cart_content`)).not.toBeNull();
  });
});

describe('switches', () => {
  const link = recorded('archive-add-to-cart-buttons.html');

  it('puts no hosts on while the feature is off, or all automatic hosts are off', async () => {
    const off = await callPhp(
      'shop_islands_filter_loop_link',
      [link],
      `update_option( 'shop_islands', array( 'islands' => array( 'add-to-cart' => false ) ) );`,
    );
    await wpPhp(`delete_option( 'shop_islands' );`);
    expect(off).toBe(link);
    const manual = await callPhp(
      'shop_islands_filter_loop_link',
      [link],
      `add_filter( 'shop_islands_automatic_hosts', '__return_false' );`,
    );
    expect(manual).toBe(link);
    expect(await callPhp('shop_islands_filter_loop_link', [link])).toContain('data-island="add-to-cart"');
  });

  it('puts no loop hosts on where the shop turned ajax add to cart off on archives (WooCommerce then loads no add-to-cart.js)', async () => {
    const off = await callPhp(
      'shop_islands_filter_loop_link',
      [link],
      `add_filter( 'pre_option_woocommerce_enable_ajax_add_to_cart', function () { return 'no'; } );`,
    );
    expect(off).toBe(link);
  });

  it('a theme’s own ajax add button is a host; a block’s wc-interactive one is left to its script', async () => {
    const buttons = `<button class="button add_to_cart_button ajax_add_to_cart" data-product_id="12">In den Warenkorb</button>
      <button class="wp-block-button__link add_to_cart_button ajax_add_to_cart wc-interactive" data-product_id="13">In den Warenkorb</button>`;
    const marked = parse(await callPhp<string>('shop_islands_filter_loop_link', [buttons]));
    expect([...marked.querySelectorAll('[data-island="add-to-cart"]')].map((host) => host.getAttribute('data-product_id'))).toEqual(['12']);
  });

  it('lets a theme change a host’s attributes or remove it', async () => {
    const changed = await callPhp(
      'shop_islands_quantity_host',
      [recorded('single-product-quantity-simple.html')],
      `add_filter( 'shop_islands_host_attributes', function ( $attributes, $island, $element ) {
        if ( 'quantity' === $island && 'div' === $element['tag'] ) { $attributes['data-hydrate'] = 'load'; }
        return $attributes;
      }, 10, 3 );`,
    );
    expect(parse(changed).querySelector('[data-island="quantity"]')!.getAttribute('data-hydrate')).toBe('load');
    const removed = await callPhp(
      'shop_islands_checkout_host',
      [recorded('checkout-form.html')],
      `add_filter( 'shop_islands_host_attributes', function ( $attributes, $island ) { return 'checkout' === $island ? false : $attributes; }, 10, 2 );`,
    );
    expect(removed).toBe(recorded('checkout-form.html'));
  });

  it('prints the order-attribution host once in the footer, and the store notice head snippet', async () => {
    const footer = await wpPhp(`do_action( 'wp_footer' );`);
    expect(footer.match(/data-island="order-attribution"/g)).toHaveLength(1);
    expect(footer).toContain('<div data-island="order-attribution" hidden></div>');
  });
});
