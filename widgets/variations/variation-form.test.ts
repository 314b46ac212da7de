import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { availableVariation } from '../../test/fixtures/variation';
import type { Action } from './state';
import { startVariationForm } from './variation-form';

const VARIATIONS = ['s', 'm'].map((size, i) => availableVariation({ variation_id: 30 + i, attributes: { attribute_pa_groesse: size } }));

function page(variations: unknown) {
  const data = JSON.stringify(variations).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  document.body.innerHTML = `<form class="variations_form cart" data-product_id="21" data-product_variations="${data}">
    <table class="variations"><tbody><tr><td class="value">
      <select name="attribute_pa_groesse" data-attribute_name="attribute_pa_groesse"><option value="">Choose</option><option value="s">s</option><option value="m">m</option><option value="l">l</option></select>
      <a class="reset_variations" href="#">Clear</a>
    </td></tr></tbody></table>
    <div class="single_variation_wrap" style="display: none">
      <div class="single_variation" id="host"></div>
      <input type="hidden" name="variation_id" class="variation_id" value="0">
    </div>
  </form>`;
  const form = document.querySelector('form')!;
  const field = form.querySelector('select')!;
  const fired: string[] = [];
  const listening = new AbortController();
  for (const name of ['check_variations', 'wc_variation_form', 'found_variation', 'reset_data', 'hide_variation'])
    document.body.addEventListener(name, () => fired.push(name), { signal: listening.signal });
  const choose = (value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { form, host: document.getElementById('host')!, field, fired, choose, stopRecording: () => listening.abort() };
}

/** The form inside a product with this gallery; `told` lists what the gallery hears (a thumbnail's event with its src). */
function inProduct(form: HTMLFormElement, galleryHtml: string) {
  const product = document.createElement('div');
  product.className = 'product';
  product.innerHTML = `<div class="woocommerce-product-gallery images">${galleryHtml}</div>`;
  document.body.append(product);
  product.append(form);
  const gallery = product.querySelector('.images')!;
  const told: string[] = [];
  for (const name of ['flexslider-click', 'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom'])
    gallery.addEventListener(name, (event) => told.push(`${name} ${(event.target as Element).getAttribute('src') ?? ''}`.trim()));
  return { product, gallery, told };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  resetConfig();
});

describe('startVariationForm', () => {
  it('shows the wrap, runs the first check quietly and fires wc_variation_form after it', () => {
    const { form, host, fired } = page(VARIATIONS);
    const dispatch = vi.fn<(action: Action) => void>();
    const life = new AbortController();
    startVariationForm(form, host, dispatch, life.signal);
    expect(form.querySelector<HTMLElement>('.single_variation_wrap')!.style.display).toBe('');
    // as a handler bound after WooCommerce's hears them: its reset_data handler hides the variation first
    expect(fired).toEqual(['check_variations', 'hide_variation', 'reset_data', 'wc_variation_form']);
    expect(dispatch.mock.calls.map(([action]) => action.type)).toEqual(['reset']);
    life.abort();
  });

  it("hands wc_variation_form's jQuery listeners the VariationForm, as add-to-cart-variation.js does: its fields, its variations, getChosenAttributes on the fields as they are", () => {
    const { form, host, field, choose } = page(VARIATIONS);
    const offJQuery = useRealJQuery();
    try {
      type Api = {
        $form: { get(index: number): unknown };
        $attributeFields: { get(index: number): unknown; length: number };
        $singleVariation: { get(index: number): unknown };
        variationData: unknown;
        useAjax: boolean;
        loading: boolean;
        getChosenAttributes(): unknown;
        findMatchingVariations(variations: unknown[], attributes: Record<string, string>): Array<{ variation_id: number }>;
      };
      const handed: Api[] = [];
      realJQuery(document.body).on('wc_variation_form', (_event, ...args: never[]) => handed.push(args[0] as unknown as Api));
      const life = new AbortController();
      startVariationForm(form, host, vi.fn(), life.signal);
      expect(handed).toHaveLength(1);
      const api = handed[0]!;
      expect([api.$form.get(0), api.$attributeFields.get(0), api.$attributeFields.length, api.$singleVariation.get(0)]).toEqual([
        form,
        field,
        1,
        host,
      ]);
      expect([api.useAjax, api.loading, (api.variationData as unknown[]).length]).toEqual([false, true, 2]);
      choose('m');
      expect(api.getChosenAttributes()).toEqual({ count: 1, chosenCount: 1, data: { attribute_pa_groesse: 'm' } });
      expect(api.findMatchingVariations(api.variationData as unknown[], { attribute_pa_groesse: 's' }).map((v) => v.variation_id)).toEqual([
        30,
      ]);
      realJQuery(document.body).off('wc_variation_form');
      life.abort();
    } finally {
      offJQuery();
    }
  });

  it('dispatches the variation chosen, fills variation_id, and hides it again when the choice is emptied', () => {
    const { form, host, choose } = page(VARIATIONS);
    const dispatch = vi.fn<(action: Action) => void>();
    const life = new AbortController();
    startVariationForm(form, host, dispatch, life.signal);
    choose('m');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'found', variation: expect.objectContaining({ variation_id: 31 }) }),
    );
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('31');
    dispatch.mockClear();
    choose('');
    expect(dispatch).toHaveBeenCalledWith({ type: 'reset' });
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('');
    life.abort();
  });

  it("reads the variations as add-to-cart-variation.js does, $form.data('product_variations'): what another script stored there wins", () => {
    const { form, host, choose } = page(VARIATIONS);
    const offJQuery = useRealJQuery();
    try {
      realJQuery(form).data('product_variations', [availableVariation({ variation_id: 40, attributes: { attribute_pa_groesse: 'l' } })]);
      const dispatch = vi.fn<(action: Action) => void>();
      const life = new AbortController();
      startVariationForm(form, host, dispatch, life.signal);
      choose('l');
      expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('40');
      life.abort();
    } finally {
      offJQuery();
    }
  });

  it("another script's found_variation and reset_data handlers find the form already changed, as after WooCommerce's own handler", () => {
    const { form, host, choose } = page(VARIATIONS);
    const life = new AbortController();
    startVariationForm(form, host, vi.fn(), life.signal);
    const idWhen: string[] = [];
    const readId = (event: Event) =>
      idWhen.push(`${event.type}:${form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value}`);
    form.addEventListener('found_variation', readId, { signal: life.signal });
    form.addEventListener('reset_data', readId, { signal: life.signal });
    choose('m');
    choose('');
    expect(idWhen).toEqual(['found_variation:31', 'reset_data:']);
    life.abort();
  });

  it('20 ms after each image change, tells the gallery as WooCommerce does: back to the first image when it changed, the zoom read again', () => {
    vi.useFakeTimers();
    const image = { src: '/img/m-600.jpg', full_src: '/img/m.jpg', gallery_thumbnail_src: '/img/m-100.jpg' };
    const { form, host, choose } = page([VARIATIONS[0], { ...VARIATIONS[1], image, image_id: 77 }]);
    const { product, told } = inProduct(
      form,
      '<div class="woocommerce-product-gallery__image"><a href="/img/p.jpg"><img class="wp-post-image" src="/img/p-600.jpg"></a></div>',
    );
    const life = new AbortController();
    startVariationForm(form, host, vi.fn(), life.signal);
    vi.advanceTimersByTime(20);
    // the first check's reset: the attribute is new, so the slide resets
    expect(told).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(form.getAttribute('current-image')).toBe('');

    told.length = 0;
    choose('m');
    expect(product.querySelector('img')!.getAttribute('src')).toBe('/img/m-600.jpg');
    vi.advanceTimersByTime(19);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(form.getAttribute('current-image')).toBe('77');

    told.length = 0;
    choose('');
    vi.advanceTimersByTime(20);
    expect(product.querySelector('img')!.getAttribute('src')).toBe('/img/p-600.jpg');
    expect(told).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    told.length = 0;
    choose('s');
    vi.advanceTimersByTime(20);
    // no image, and none before: the slide stays, the zoom is read again
    expect(told).toEqual(['woocommerce_gallery_init_zoom']);
    life.abort();
  });

  it('slides to the variation’s image where the gallery holds it, as WooCommerce does, instead of swapping the first', () => {
    vi.useFakeTimers();
    const image = { src: '/img/b-600.jpg', full_src: '/img/b.jpg', gallery_thumbnail_src: '/img/b-100.jpg' };
    const { form, host, choose } = page([VARIATIONS[0], { ...VARIATIONS[1], image, image_id: 78 }]);
    const { product, gallery, told } = inProduct(
      form,
      `<div class="woocommerce-product-gallery__image"><a href="/img/a.jpg"><img class="wp-post-image" src="/img/a-600.jpg"></a></div>
      <div class="woocommerce-product-gallery__image"><a href="/img/b.jpg"><img src="/img/b-600.jpg"></a></div>
      <ol class="flex-control-nav flex-control-thumbs"><li><a href="/img/a.jpg"><img src="/img/a-100.jpg"></a></li><li><a href="/img/b.jpg"><img src="/img/b-100.jpg"></a></li></ol>`,
    );
    const life = new AbortController();
    startVariationForm(form, host, vi.fn(), life.signal);
    vi.advanceTimersByTime(20);
    told.length = 0;

    choose('m');
    expect(told).toEqual(['flexslider-click /img/b-100.jpg']);
    expect(product.querySelector('.wp-post-image')!.getAttribute('src')).toBe('/img/a-600.jpg');
    expect(form.getAttribute('current-image')).toBe('78');
    vi.advanceTimersByTime(20);
    expect(told).toEqual(['flexslider-click /img/b-100.jpg', 'woocommerce_gallery_init_zoom']);

    // the islands' gallery, not mounted yet, cannot slide: its first image becomes the variation's
    choose('');
    gallery.setAttribute('data-island', 'product-gallery');
    gallery.setAttribute('data-island-state', 'pending');
    told.length = 0;
    choose('m');
    expect(told).toEqual([]);
    expect(product.querySelector('.wp-post-image')!.getAttribute('src')).toBe('/img/b-600.jpg');
    gallery.setAttribute('data-island-state', 'mounted');
    choose('');
    choose('m');
    expect(told).toEqual(['flexslider-click /img/b-100.jpg']);
    expect(product.querySelector('.wp-post-image')!.getAttribute('src')).toBe('/img/a-600.jpg');
    life.abort();
  });

  it('leaves nothing behind once its signal aborts: no listener answers, the open request is aborted', async () => {
    let requestSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        requestSignal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const { form, host, fired, choose, stopRecording } = page(false);
    const dispatch = vi.fn<(action: Action) => void>();
    const life = new AbortController();
    startVariationForm(form, host, dispatch, life.signal);
    choose('s');
    await vi.waitFor(() => expect(requestSignal).toBeDefined());
    expect(requestSignal!.aborted).toBe(false);

    life.abort();
    expect(requestSignal!.aborted).toBe(true);
    dispatch.mockClear();
    fired.length = 0;
    choose('m');
    form.dispatchEvent(new CustomEvent('check_variations', { bubbles: true }));
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    form.querySelector<HTMLElement>('.reset_variations')!.click();
    expect(dispatch).not.toHaveBeenCalled();
    expect(fired).toEqual(['check_variations', 'reset_data']); // only the two fired here, no answer
    stopRecording();
  });
});
