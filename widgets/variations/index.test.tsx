// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import jQueryFactory from 'jquery';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import { HOSTILE_HTML } from '../../test/fixtures/hostile-html';
import { availableVariation } from '../../test/fixtures/variation';
import { resetConfig } from '../../src/wp/config';
import island from './index';

const PRICE = (euros: number) => `<span class="woocommerce-Price-amount amount"><bdi>${euros},00&nbsp;€</bdi></span>`;

/** The Hoodie of the test shop, as WC_Product_Variable::get_available_variations() lists it. */
const HOODIE = ['s', 'm', 'l'].flatMap((size, i) =>
  ['schwarz', 'blau'].map((colour, j) =>
    availableVariation({
      variation_id: 22 + i * 2 + j,
      attributes: { attribute_pa_groesse: size, attribute_pa_farbe: colour },
      price_html: PRICE(size === 'l' ? 44 : 39),
      availability_html: size === 'l' && colour === 'blau' ? '<p class="stock out-of-stock">Out of stock</p>' : '',
      variation_description: `<p>Hoodie in ${colour}, Größe ${size.toUpperCase()}.</p>`,
      sku: `HOODIE-${size.toUpperCase()}-${colour.toUpperCase()}`,
      is_in_stock: !(size === 'l' && colour === 'blau'),
      weight: '',
      weight_html: 'N/A',
      dimensions: { length: '', width: '', height: '' },
      dimensions_html: 'N/A',
      image:
        colour === 'blau'
          ? {
              src: '/img/blau-600.png',
              src_w: 600,
              src_h: 600,
              srcset: false,
              sizes: false,
              title: 'blau',
              alt: 'blau',
              full_src: '/img/blau.png',
              gallery_thumbnail_src: '/img/blau-100.png',
            }
          : { src: '', srcset: false, sizes: false },
    }),
  ),
);

const select = (name: string, options: string[]) =>
  `<select id="pa_${name}" name="attribute_pa_${name}" data-attribute_name="attribute_pa_${name}" data-show_option_none="yes"><option value="">Choose an option</option>${options
    .map((value) => `<option value="${value}">${value}</option>`)
    .join('')}</select>`;

function page(variations: unknown) {
  const data = JSON.stringify(variations).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  document.body.innerHTML = `<div class="product">
  <div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image--placeholder"><img src="/img/placeholder.webp" alt="Awaiting product image" class="wp-post-image"></div></div>
  <form class="variations_form cart" data-product_id="21" data-product_variations="${data}">
    <table class="variations"><tbody>
      <tr><td class="value">${select('groesse', ['s', 'm', 'l'])}</td></tr>
      <tr><td class="value">${select('farbe', ['schwarz', 'blau'])}<a class="reset_variations" href="#">Clear</a></td></tr>
    </tbody></table>
    <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite"></div>
    <div class="single_variation_wrap">
      <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions" id="host"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">
        <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" max=""></div>
        <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
        <input type="hidden" name="add-to-cart" value="21"><input type="hidden" name="product_id" value="21">
        <input type="hidden" name="variation_id" class="variation_id" value="0">
      </div>
    </div>
  </form>
  <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">HOODIE</span></span></div>
</div>
<script type="text/template" id="tmpl-variation-template">
  <div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
  <div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
  <div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template"><p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p></script>`;
  return {
    host: document.getElementById('host')!,
    form: document.querySelector('form')!,
    button: document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!,
    variationId: () => document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value,
    text: (selector: string) => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

const choose = (name: string, value: string) =>
  act(() => {
    const field = document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });

const classes = (element: Element) => [...element.classList].filter((name) => /disabled|wc-variation/.test(name)).sort();

let unmount: (() => void) | undefined;
const mount = async (host: HTMLElement) => {
  unmount = await mountedInAct(() => island.mount(host, {}));
};

beforeEach(() => {
  resetConfig();
  (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  };
});

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params;
  delete (window as unknown as { __xss?: unknown }).__xss;
  delete (globalThis as Record<string, unknown>).jQuery;
});

describe('variations form (listed variations)', () => {
  it('disables the button until a full choice, then shows the variation, fills variation_id and the SKU, and enables it', async () => {
    const { host, button, variationId, text } = page(HOODIE);
    await mount(host);
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(host.style.display).toBe('none');
    choose('groesse', 'm');
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    choose('farbe', 'schwarz');
    expect(variationId()).toBe('24');
    await waitForPage(() => expect(text('.single_variation .woocommerce-variation-price')).toBe('39,00 €'));
    expect(text('.single_variation .woocommerce-variation-description')).toBe('Hoodie in schwarz, Größe M.');
    expect(host.style.display).toBe('');
    expect(classes(button)).toEqual([]);
    expect(text('.product_meta .sku')).toBe('HOODIE-M-SCHWARZ');
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('visible');
  });

  it('an out-of-stock variation shows, but the button stays disabled as unavailable and alerts instead of adding', async () => {
    const { host, button, text } = page(HOODIE);
    await mount(host);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    button.click();
    expect(alert).toHaveBeenLastCalledWith('Please select some product options before adding this product to your cart.');
    choose('groesse', 'l');
    choose('farbe', 'blau');
    await waitForPage(() => expect(text('.single_variation .woocommerce-variation-availability')).toBe('Out of stock'));
    expect(classes(button)).toEqual(['disabled', 'wc-variation-is-unavailable']);
    button.click();
    expect(alert).toHaveBeenLastCalledWith('Sorry, this product is unavailable. Please choose a different combination.');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('swaps the image for the variation’s and Clear puts everything back', async () => {
    const { host, button, variationId, text } = page(HOODIE);
    await mount(host);
    const image = document.querySelector('img.wp-post-image')!;
    choose('groesse', 's');
    choose('farbe', 'blau');
    expect(image.getAttribute('src')).toBe('/img/blau-600.png');
    expect(image.getAttribute('data-large_image')).toBe('/img/blau.png');
    expect(image.getAttribute('data-o_src')).toBe('/img/placeholder.webp');
    const firstField = document.querySelector('select')!;
    act(() => document.querySelector<HTMLElement>('.reset_variations')!.click());
    expect(image.getAttribute('src')).toBe('/img/placeholder.webp');
    expect(image.getAttribute('alt')).toBe('Awaiting product image');
    expect(variationId()).toBe('');
    expect(text('.product_meta .sku')).toBe('HOODIE');
    expect(host.style.display).toBe('none');
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect([...document.querySelectorAll('select')].map((field) => field.value)).toEqual(['', '']);
    expect(text('.reset_variations_alert')).toMatch(/^Your selection has been reset/);
    expect(document.activeElement).toBe(firstField);
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('hidden');
    choose('groesse', 'm');
    expect(text('.reset_variations_alert')).toBe('');
  });

  it('removes the options no variation of the other choice has, and says when nothing matches', async () => {
    const { host, button, text } = page(
      HOODIE.filter(
        (variation) => variation.attributes.attribute_pa_groesse !== 'l' || variation.attributes.attribute_pa_farbe === 'schwarz',
      ),
    );
    await mount(host);
    choose('farbe', 'blau');
    expect([...document.querySelectorAll<HTMLOptionElement>('#pa_groesse option')].map((option) => option.value)).toEqual(['', 's', 'm']);
    choose('farbe', '');
    expect([...document.querySelectorAll<HTMLOptionElement>('#pa_groesse option')].map((option) => option.value)).toEqual([
      '',
      's',
      'm',
      'l',
    ]);
    // a choice the other one rules out (set by a script, unannounced) falls back to the placeholder
    act(() => {
      document.querySelector<HTMLSelectElement>('#pa_groesse')!.value = 'l';
    });
    choose('farbe', 'blau');
    expect(document.querySelector<HTMLSelectElement>('#pa_groesse')!.value).toBe('');
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(text('.single_variation + [role="alert"]')).toBe('');
  });

  it('fires WooCommerce’s events on the form (native events without jQuery)', async () => {
    const { host, form } = page(HOODIE);
    const seen: string[] = [];
    for (const name of [
      'check_variations',
      'woocommerce_update_variation_values',
      'found_variation',
      'show_variation',
      'reset_data',
      'hide_variation',
      'woocommerce_variation_has_changed',
    ])
      form.addEventListener(name, (event) => {
        const detail = (event as CustomEvent<unknown[]>).detail;
        seen.push(
          name === 'found_variation' || name === 'show_variation'
            ? `${name}:${(detail[0] as { variation_id: number }).variation_id}`
            : name,
        );
      });
    await mount(host);
    expect(seen).toEqual(expect.arrayContaining(['check_variations', 'reset_data', 'hide_variation']));
    seen.length = 0;
    choose('groesse', 'm');
    choose('farbe', 'schwarz');
    await waitForPage(() => expect(seen).toContain('show_variation:24'));
    expect(seen).toEqual(
      expect.arrayContaining([
        'woocommerce_variation_has_changed',
        'check_variations',
        'woocommerce_update_variation_values',
        'found_variation:24',
      ]),
    );
  });

  it('with jQuery: a script’s $(select).val(…).trigger("change") chooses, and listeners get WooCommerce’s arguments', async () => {
    type $Object = {
      on: (names: string, handler: (...args: unknown[]) => void) => void;
      val: (value: string) => $Object;
      trigger: (name: string) => void;
    };
    const $ = jQueryFactory as unknown as (target: unknown) => $Object;
    (globalThis as Record<string, unknown>).jQuery = $;
    const { host, form, variationId } = page(HOODIE);
    const seen: string[] = [];
    $(form).on('found_variation show_variation', (event: unknown, variation: unknown, purchasable: unknown) => {
      seen.push(`${(event as { type: string }).type}:${(variation as { variation_id: number }).variation_id}:${String(purchasable)}`);
    });
    await mount(host);
    act(() => $('#pa_groesse').val('l').trigger('change'));
    act(() => $('#pa_farbe').val('blau').trigger('change'));
    expect(variationId()).toBe('27');
    await waitForPage(() => expect(seen).toEqual(['found_variation:27:undefined', 'show_variation:27:false']));
  });

  it('answers what other scripts fire on the form: found_variation, reset_data, reload_product_variations', async () => {
    const { host, form, variationId, text } = page(HOODIE);
    await mount(host);
    const foundSeen = vi.fn();
    form.addEventListener('found_variation', foundSeen);
    act(() => void form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [HOODIE[1]] })));
    expect(variationId()).toBe('23');
    await waitForPage(() => expect(text('.single_variation .woocommerce-variation-description')).toBe('Hoodie in blau, Größe S.'));
    expect(foundSeen).toHaveBeenCalledTimes(1);
    act(() => void form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true, detail: [] })));
    expect(host.style.display).toBe('none');
    // the variations printed anew (a plugin changed them): the next check reads them
    form.setAttribute(
      'data-product_variations',
      JSON.stringify([{ ...HOODIE[0], attributes: { attribute_pa_groesse: '', attribute_pa_farbe: '' } }]),
    );
    choose('groesse', 'l');
    choose('farbe', 'blau');
    expect(variationId()).toBe('27');
    act(() => void form.dispatchEvent(new CustomEvent('reload_product_variations', { bubbles: true, detail: [] })));
    expect(variationId()).toBe('22');
  });

  it('shows a variation’s markup through the sanitiser, and German Market’s additions to its price come with it', async () => {
    const german = HOODIE.map((variation) => ({
      ...variation,
      price_html: `${variation.price_html}<div class="wgm-info price-per-unit ppu-variation-wrap">78,00 € / 1 kg</div><div class="wgm-info shipping_de shipping_de_string"><small><span>Lieferzeit: 2-3 Werktage</span></small></div>${HOSTILE_HTML}`,
    }));
    const { host, text } = page(german);
    await mount(host);
    choose('groesse', 'm');
    choose('farbe', 'schwarz');
    await waitForPage(() => expect(text('.woocommerce-variation-price .price-per-unit')).toBe('78,00 € / 1 kg'));
    expect(text('.woocommerce-variation-price .shipping_de_string')).toBe('Lieferzeit: 2-3 Werktage');
    expect(host.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('refuses a placeholder outside a variations form', () => {
    document.body.innerHTML = '<div class="single_variation" id="host"></div>';
    expect(() => island.mount(document.getElementById('host')!, {})).toThrow(/variations form/);
  });
});

describe('variations form above the threshold (wc-ajax=get_variation)', () => {
  const reply = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

  it('posts the chosen attributes and the product id, and shows the variation answered', async () => {
    const fetchMock = reply(JSON.stringify(HOODIE[2]));
    vi.stubGlobal('fetch', fetchMock);
    const { host, button, variationId, text, form } = page(false);
    await mount(host);
    choose('groesse', 'm');
    expect(fetchMock).not.toHaveBeenCalled();
    choose('farbe', 'schwarz');
    expect(form.getAttribute('aria-busy')).toBe('true');
    await waitForPage(() => expect(variationId()).toBe('24'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/?wc-ajax=get_variation');
    expect(Object.fromEntries(new URLSearchParams(init.body as URLSearchParams))).toEqual({
      attribute_pa_groesse: 'm',
      attribute_pa_farbe: 'schwarz',
      product_id: '21',
    });
    await waitForPage(() => expect(text('.single_variation .woocommerce-variation-price')).toBe('39,00 €'));
    expect(classes(button)).toEqual([]);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    // every option stays: nothing is filtered without the list
    expect(document.querySelectorAll('#pa_groesse option')).toHaveLength(4);
  });

  it.each([
    ['false', 'false'],
    ['an empty body', ''],
  ])('%s is "no match": WooCommerce’s message, the button disabled', async (_, body) => {
    vi.stubGlobal('fetch', reply(body));
    const { host, button, text } = page(false);
    await mount(host);
    choose('groesse', 'm');
    choose('farbe', 'schwarz');
    await waitForPage(() =>
      expect(text('.single_variation + [role="alert"]')).toBe(
        'Sorry, no products matched your selection. Please choose a different combination.',
      ),
    );
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    choose('farbe', 'blau');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it.each([
    ['HTTP 500', () => reply('<p>Fatal error</p>', 500)],
    ['0', () => reply('0', 400)],
    ['-1', () => reply('-1', 403)],
    ['malformed JSON', () => reply('{"variation_id":')],
    ['JSON that is no variation', () => reply('{"success":false}')],
    ['offline', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('%s: says the variation could not be loaded, keeps the choice, and choosing again asks again', async (_, make) => {
    vi.stubGlobal('fetch', make());
    const { host, button, text, form } = page(false);
    await mount(host);
    choose('groesse', 'm');
    choose('farbe', 'schwarz');
    await waitForPage(() =>
      expect(text('.single_variation + [role="alert"]')).toMatch(/^Die gewählte Variante konnte nicht geladen werden\./),
    );
    expect(classes(button)).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect([...document.querySelectorAll('select')].map((field) => field.value)).toEqual(['m', 'schwarz']);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    const fetchMock = reply(JSON.stringify(HOODIE[3]));
    vi.stubGlobal('fetch', fetchMock);
    choose('farbe', 'blau');
    await waitForPage(() => expect(text('.single_variation .woocommerce-variation-price')).toBe('39,00 €'));
    expect(document.querySelector('.si-variations__error')).toBeNull();
  });

  it('only the latest choice counts: an earlier answer arriving late is dropped', async () => {
    let answerFirst!: (response: Response) => void;
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            answerFirst = resolve;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      )
      .mockImplementationOnce(async () => new Response(JSON.stringify(HOODIE[3])));
    vi.stubGlobal('fetch', fetchMock);
    const { host, variationId } = page(false);
    await mount(host);
    choose('groesse', 'm');
    choose('farbe', 'schwarz');
    choose('farbe', 'blau');
    await waitForPage(() => expect(variationId()).toBe('25'));
    answerFirst(new Response(JSON.stringify(HOODIE[2])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(variationId()).toBe('25');
  });
});
