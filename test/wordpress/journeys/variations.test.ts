/**
 * wc-add-to-cart-variation on the real WooCommerce: the Hoodie (6 variations, listed in the form's
 * `data-product_variations`) and the Teppich (36, above WooCommerce's threshold of 30: the form asks
 * `wc-ajax=get_variation`), with WooCommerce's own script and with the islands. WooCommerce's own
 * texts are English on this site (no language pack).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from '../markup';
import { served } from '../site';
import { addAnswered, MODES, newShopper, settled, shownImage, shownImageSrc, useBrowser, type Shopper } from './shopper';

const browser = useBrowser();

const BUTTON = 'form.variations_form .single_add_to_cart_button';
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function openProduct(shopper: Shopper, slug: string): Promise<Page> {
  const { page } = shopper;
  await page.goto(shopper.url(`/product/${slug}/`));
  await settled(page);
  // WooCommerce's script starts 100 ms after DOM ready; the island at load
  await expect.poll(() => page.locator(BUTTON).getAttribute('class')).toMatch(/\bwc-variation-selection-needed\b/);
  return page;
}

/** The variation id the page lists for these attributes (the Hoodie's form lists all six). */
const variationIdOf = (page: Page, attributes: Record<string, string>) =>
  page.evaluate((wanted) => {
    const list = JSON.parse(document.querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Array<{
      variation_id: number;
      attributes: Record<string, string>;
    }>;
    return list.find((variation) => Object.entries(wanted).every(([name, value]) => variation.attributes[name] === value))!.variation_id;
  }, attributes);

/** Presses the add button and returns the text of the alert it opens (WooCommerce's `window.alert`). */
async function pressExpectingAlert(page: Page): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.locator(BUTTON).click();
  return message;
}

/**
 * Adds with the keyboard (Enter on the add button): WooCommerce slides the variation's details open
 * above the button, so a pointer aimed during that slide may land beside it. Returns once the add is
 * answered and a posted form's next page has loaded: the cart is read only then (a Store API read
 * while the add is still being saved may write the session back as it found it).
 */
const addToCart = (page: Page) => addAnswered(page, () => page.locator(BUTTON).press('Enter'));

const variationText = (page: Page, part: 'price' | 'description' | 'availability') =>
  page
    .locator(`.single_variation .woocommerce-variation-${part}`)
    .textContent({ timeout: 1000 })
    .then(squash, () => '');

describe.each(MODES)('variations (%s)', (mode) => {
  it('Hoodie: the button waits for a full choice; M + Schwarz shows its price, SKU and description and adds that variation', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    expect(await page.locator(BUTTON).getAttribute('class')).toMatch(/\bdisabled\b/);
    expect(await pressExpectingAlert(page)).toBe('Please select some product options before adding this product to your cart.');

    await page.selectOption('#pa_groesse', 'm');
    expect(await page.locator(BUTTON).getAttribute('class')).toMatch(/\bdisabled\b/);
    await page.selectOption('#pa_farbe', 'schwarz');
    await expect.poll(() => variationText(page, 'price')).toBe('39,00 €');
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).not.toMatch(/\bdisabled\b/);
    expect(await variationText(page, 'description')).toBe('Hoodie in Schwarz, Größe M.');
    expect(await page.locator('.single_variation').isVisible()).toBe(true);
    expect(squash(await page.locator('.product_meta .sku').textContent())).toBe('HOODIE-M-SCHWARZ');
    const id = await variationIdOf(page, { attribute_pa_groesse: 'm', attribute_pa_farbe: 'schwarz' });
    expect(await page.locator('form.variations_form input[name="variation_id"]').inputValue()).toBe(String(id));

    await addToCart(page);
    await expect.poll(() => shopper.quantityOf(id), { timeout: 15_000 }).toBe(1);
    const cart = await shopper.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[id, 1]]);
    expect(cart.items[0]!.variation.map((attribute) => attribute.value).sort()).toEqual(['M', 'Schwarz']);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Hoodie: L + Blau is out of stock and cannot be added', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    await page.selectOption('#pa_groesse', 'l');
    await page.selectOption('#pa_farbe', 'blau');
    await expect.poll(() => variationText(page, 'availability')).toBe('Out of stock');
    expect(await variationText(page, 'price')).toBe('44,00 €');
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).toMatch(/\bwc-variation-is-unavailable\b/);
    expect(await page.locator(BUTTON).getAttribute('class')).toMatch(/\bdisabled\b/);
    expect(await pressExpectingAlert(page)).toBe('Sorry, this product is unavailable. Please choose a different combination.');
    await page.waitForTimeout(500);
    expect((await shopper.cart()).items).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Hoodie: Blau shows its image; Clear brings back the printed image, hides the variation and disables the button', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    const image = page.locator('.woocommerce-product-gallery__image img.wp-post-image').first();
    const printed = await image.getAttribute('src');
    expect(printed).not.toContain('hoodie-blau');

    await page.selectOption('#pa_groesse', 's');
    await page.selectOption('#pa_farbe', 'blau');
    await expect.poll(() => image.getAttribute('src')).toContain('hoodie-blau');
    await expect.poll(() => variationText(page, 'price')).toBe('39,00 €');
    expect(squash(await page.locator('.product_meta .sku').textContent())).toBe('HOODIE-S-BLAU');
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).not.toMatch(/\bdisabled\b/);

    await page.locator('.reset_variations').click();
    await expect.poll(() => image.getAttribute('src')).toBe(printed);
    await expect.poll(() => page.locator('.single_variation').isVisible()).toBe(false);
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).toMatch(/\bwc-variation-selection-needed\b/);
    expect(await page.locator(BUTTON).getAttribute('class')).toMatch(/\bdisabled\b/);
    expect(squash(await page.locator('.product_meta .sku').textContent())).toBe('HOODIE');
    expect(await page.locator('#pa_groesse').inputValue()).toBe('');
    expect(await page.locator('#pa_farbe').inputValue()).toBe('');
    expect(await page.locator('form.variations_form input[name="variation_id"]').inputValue()).toBe('');
    expect(squash(await page.locator('.reset_variations_alert').textContent())).toBe(
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    );
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Hoodie: a shopper on the gallery’s second image who picks Blau sees Blau’s image, and its zoom is Blau’s large file', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    const thumbnails = page.locator('.woocommerce-product-gallery .flex-control-thumbs li img');
    await thumbnails.first().waitFor({ state: 'visible' });
    await thumbnails.nth(1).click();
    await expect.poll(() => shownImage(page)).toBe(1);

    await page.selectOption('#pa_groesse', 's');
    await page.selectOption('#pa_farbe', 'blau');
    const first = page.locator('.woocommerce-product-gallery__image').first();
    await expect.poll(() => first.locator('img.wp-post-image').getAttribute('src')).toContain('hoodie-blau');
    // WooCommerce's form tells the gallery 20 ms after the swap; flexslider slides, the island shows the first frame
    await expect.poll(() => shownImage(page)).toBe(0);
    await first.hover();
    const zoomed = first.locator('img[src$="/hoodie-blau.png"]:not(.wp-post-image)');
    await expect.poll(() => zoomed.first().isVisible(), { timeout: 5000 }).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Hoodie: S + Schwarz, whose image is the gallery’s second, shows that image; M + Schwarz the Hoodie’s', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    await page.selectOption('#pa_groesse', 's');
    // a shopper's second choice comes after the first one's gallery work, 20 ms later (with both
    // choices inside those 20 ms, WooCommerce's own form slides, then its earlier reset slides back)
    await page.waitForTimeout(300);
    await page.selectOption('#pa_farbe', 'schwarz');
    // flexslider slides to it; the islands' gallery, not yet woken, shows it as its first image
    await expect.poll(() => shownImageSrc(page)).toContain('/bohnen-a-');
    await page.selectOption('#pa_groesse', 'm');
    await expect.poll(() => shownImageSrc(page)).toContain('/hoodie-schwarz-');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Hoodie: in a gallery the shopper has used, S + Schwarz slides to the second image and keeps the first; M + Schwarz slides back', async () => {
    const shopper = await newShopper(browser(), mode);
    const page = await openProduct(shopper, 'hoodie');
    const firstImage = page.locator('.woocommerce-product-gallery__image').first().locator('img.wp-post-image');
    const printed = await firstImage.getAttribute('src');
    const thumbnails = page.locator('.woocommerce-product-gallery .flex-control-thumbs li img');
    await thumbnails.first().waitFor({ state: 'visible' });
    await thumbnails.first().click();
    await settled(page);

    await page.selectOption('#pa_groesse', 's');
    await page.waitForTimeout(300);
    await page.selectOption('#pa_farbe', 'schwarz');
    await expect.poll(() => shownImage(page)).toBe(1);
    expect(await firstImage.getAttribute('src')).toBe(printed);
    await page.selectOption('#pa_groesse', 'm');
    await expect.poll(() => shownImage(page)).toBe(0);
    expect(await firstImage.getAttribute('src')).toBe(printed);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('fires WooCommerce’s form events, seen through jQuery', async () => {
    const shopper = await newShopper(browser(), mode);
    await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
    const page = await openProduct(shopper, 'hoodie');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const $ = (
        window as unknown as { jQuery: (target: unknown) => { on: (names: string, handler: (...args: unknown[]) => void) => void } }
      ).jQuery;
      $('form.variations_form').on(
        'found_variation reset_data show_variation hide_variation woocommerce_variation_has_changed check_variations woocommerce_update_variation_values',
        (event: unknown, variation: unknown, purchasable: unknown) => {
          const { type } = event as { type: string };
          if (type === 'found_variation') {
            // bound after WooCommerce's own handler, it finds the form already showing the variation
            const { variation_id: found, sku } = variation as { variation_id: number; sku: string };
            const chosen = document.querySelector<HTMLInputElement>('form.variations_form input[name="variation_id"]')!.value;
            seen.push(`${type}:${found}:${chosen}:${document.querySelector('.product_meta .sku')?.textContent === sku}`);
          } else if (type === 'show_variation')
            seen.push(`${type}:${(variation as { variation_id: number }).variation_id}:${String(purchasable)}`);
          else seen.push(type);
        },
      );
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const id = await variationIdOf(page, { attribute_pa_groesse: 'm', attribute_pa_farbe: 'schwarz' });

    await page.selectOption('#pa_groesse', 'm');
    await expect
      .poll(seen)
      .toEqual(
        expect.arrayContaining([
          'check_variations',
          'woocommerce_update_variation_values',
          'reset_data',
          'hide_variation',
          'woocommerce_variation_has_changed',
        ]),
      );
    await page.selectOption('#pa_farbe', 'schwarz');
    await expect.poll(seen).toEqual(expect.arrayContaining([`found_variation:${id}:${id}:true`, `show_variation:${id}:true`]));
    const before = (await seen()).length;
    await page.locator('.reset_variations').click();
    await expect.poll(async () => (await seen()).slice(before)).toEqual(expect.arrayContaining(['reset_data', 'hide_variation']));
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a quick view’s inserted form works after its $form.wc_variation_form(); the jQuery helpers other plugins call answer as WooCommerce’s', async () => {
    const shopper = await newShopper(browser(), mode);
    await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
    const page = await openProduct(shopper, 'hoodie');
    type JQ = ((target: unknown) => Record<string, (...args: unknown[]) => unknown>) & { fn: Record<string, unknown> };
    const helpers = await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const methods = [
        'wc_variation_form',
        'wc_product_gallery',
        'wc_set_content',
        'wc_reset_content',
        'wc_set_variation_attr',
        'wc_reset_variation_attr',
      ];
      const missing = methods.filter((name) => typeof $.fn[name] !== 'function');
      if (missing.length) return { missing };
      const link = document.createElement('a');
      link.setAttribute('href', '/a/');
      link.setAttribute('rel', 'printed');
      const sku = document.createElement('span');
      sku.textContent = 'HOODIE';
      const steps: string[] = [];
      const look = () => steps.push(`${link.outerHTML} ${sku.outerHTML}`);
      $(link).wc_set_variation_attr!('href', '/b/');
      $(link).wc_set_variation_attr!('rel', false);
      $(link).wc_set_variation_attr!('title', 'Neu');
      $(sku).wc_set_content!('HOODIE-M');
      look();
      $(link).wc_set_variation_attr!('href', '/c/');
      $(sku).wc_set_content!('HOODIE-L');
      look();
      for (const name of ['href', 'rel', 'title']) $(link).wc_reset_variation_attr!(name);
      $(sku).wc_reset_content!();
      look();
      return { missing, steps };
    });
    expect(helpers).toEqual({
      missing: [],
      steps: [
        '<a href="/b/" data-o_href="/a/" data-o_rel="printed" data-o_title="" title="Neu"></a> <span data-o_content="HOODIE">HOODIE-M</span>',
        '<a href="/c/" data-o_href="/a/" data-o_rel="printed" data-o_title="" title="Neu"></a> <span data-o_content="HOODIE">HOODIE-L</span>',
        '<a href="/a/" data-o_href="/a/" data-o_rel="printed" data-o_title="" title="" rel="printed"></a> <span data-o_content="HOODIE">HOODIE</span>',
      ],
    });

    // a quick view: the product's form fetched, inserted, and started as such plugins start it
    await page.evaluate(async () => {
      const html = await (await fetch(location.href, { credentials: 'same-origin' })).text();
      const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form.variations_form')!;
      const popup = document.createElement('div');
      popup.className = 'quick-view-popup product';
      popup.append(document.adoptNode(form));
      document.body.append(popup);
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      $(popup.querySelector('form')).wc_variation_form!();
    });
    const popup = page.locator('.quick-view-popup');
    const button = popup.locator('.single_add_to_cart_button');
    await expect.poll(() => button.getAttribute('class')).toMatch(/\bwc-variation-selection-needed\b/);
    await popup.locator('select[name="attribute_pa_groesse"]').selectOption('m');
    await popup.locator('select[name="attribute_pa_farbe"]').selectOption('schwarz');
    const id = await variationIdOf(page, { attribute_pa_groesse: 'm', attribute_pa_farbe: 'schwarz' });
    await expect.poll(() => popup.locator('input[name="variation_id"]').inputValue()).toBe(String(id));
    await expect.poll(() => button.getAttribute('class')).not.toMatch(/\bdisabled\b/);
    await expect.poll(() => popup.locator('.woocommerce-variation-price').textContent().then(squash)).toBe('39,00 €');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a swatch plugin’s $form.wc_variations_image_update(variation) and wc_variations_image_reset() swap the gallery’s image and fire its events as WooCommerce’s', async () => {
    const shopper = await newShopper(browser(), mode);
    await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
    const page = await openProduct(shopper, 'hoodie');
    // the form's own reset at start writes current-image 20 ms later (both stacks); the swatch acts after it
    await expect.poll(() => page.locator('form.variations_form').getAttribute('current-image')).toBe('');
    type JQ = ((target: unknown) => Record<string, (...args: unknown[]) => unknown>) & { fn: Record<string, unknown> };
    const swapped = await page.evaluate(async () => {
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
      type Listed = { variation_id: number; image_id: number; attributes: Record<string, string>; image: Record<string, string> };
      const listed = JSON.parse(form.getAttribute('data-product_variations')!) as Listed[];
      const variationOf = (size: string, colour: string) =>
        listed.find(({ attributes }) => attributes.attribute_pa_farbe === colour && attributes.attribute_pa_groesse === size)!;
      const blau = variationOf('s', 'blau');
      const events: string[] = [];
      $('.product .images').on!('woocommerce_gallery_init_zoom woocommerce_gallery_reset_slide_position', (event: unknown) => {
        events.push((event as { type: string }).type);
      });
      const wrap = document.querySelector('.product .images .woocommerce-product-gallery__image')!;
      const image = wrap.querySelector('.wp-post-image')!;
      const look = () => ({
        src: image.getAttribute('src'),
        printedSrc: image.getAttribute('data-o_src'),
        alt: image.getAttribute('alt'),
        largeImage: image.getAttribute('data-large_image'),
        thumb: wrap.getAttribute('data-thumb'),
        href: wrap.querySelector('a')?.getAttribute('href') ?? null,
        currentImage: form.getAttribute('current-image'),
      });
      const printed = look();
      $(form).wc_variations_image_update!(blau);
      const updated = look();
      const eventsAtOnce = [...events];
      await new Promise((resolve) => setTimeout(resolve, 200));
      const eventsLater = [...events];
      $(form).wc_variations_image_reset!();
      const reset = look();
      // S + Schwarz shows the gallery's second image: the update sends flexslider's click to its thumbnail, the first image stays
      const schwarz = variationOf('s', 'schwarz');
      const clicked: Array<string | null> = [];
      $('.product .flex-control-nav').on!('flexslider-click', (event: unknown) => {
        clicked.push((event as { target: Element }).target.getAttribute('src'));
      });
      $(form).wc_variations_image_update!(schwarz);
      return { blau, printed, updated, eventsAtOnce, eventsLater, reset, schwarz, clicked, slid: look() };
    });
    const { blau, printed, updated, reset } = swapped;
    expect(printed.src).not.toContain('hoodie-blau');
    expect(updated).toEqual({
      src: blau.image.src,
      printedSrc: printed.src,
      alt: blau.image.alt,
      largeImage: blau.image.full_src,
      thumb: blau.image.src,
      href: blau.image.full_src,
      // written by the form's own reset at start (awaited above)
      currentImage: '',
    });
    expect(updated.src).toContain('hoodie-blau');
    // 20 ms later, as WooCommerce's: the slide position (the image changed) and the zoom
    expect(swapped.eventsAtOnce).toEqual([]);
    expect(swapped.eventsLater).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(reset).toEqual({ ...printed, printedSrc: printed.src, currentImage: String(blau.image_id) });
    expect(swapped.clicked).toEqual([swapped.schwarz.image.gallery_thumbnail_src]);
    expect(swapped.slid).toEqual({ ...reset, currentImage: String(swapped.schwarz.image_id) });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Teppich (36 variations): matches through wc-ajax=get_variation and adds the right variation', async () => {
    const shopper = await newShopper(browser(), mode);
    const { site } = shopper;
    const page = await openProduct(shopper, 'teppich');
    expect(await page.locator('form.variations_form').getAttribute('data-product_variations')).toBe('false');
    await page.selectOption('#pa_laenge', '3');
    const reply = page.waitForResponse((response) => response.url().includes('wc-ajax=get_variation'));
    await page.selectOption('#pa_breite', 'c');
    const response = await reply;
    const sent = new URLSearchParams(response.request().postData() ?? '');
    expect(Object.fromEntries(sent)).toEqual({
      attribute_pa_laenge: '3',
      attribute_pa_breite: 'c',
      product_id: String(site.products.manyVariations),
    });
    const variation = (await response.json()) as { variation_id: number; sku: string };
    expect(variation.sku).toBe('TEPPICH-3C');
    await expect.poll(() => variationText(page, 'price')).toBe('35,00 €');
    expect(squash(await page.locator('.product_meta .sku').textContent())).toBe('TEPPICH-3C');
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).not.toMatch(/\bdisabled\b/);
    expect(await page.locator('form.variations_form input[name="variation_id"]').inputValue()).toBe(String(variation.variation_id));

    await addToCart(page);
    await expect.poll(() => shopper.quantityOf(variation.variation_id), { timeout: 15_000 }).toBe(1);
    expect((await shopper.cart()).items.map((item) => [item.id, item.quantity])).toEqual([[variation.variation_id, 1]]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

describe('the plugin on a variable product', () => {
  it('puts the variations host on WooCommerce’s placeholder inside the add-to-cart form, keeps the params and templates, loads no add-to-cart-variation.js', async () => {
    const html = await served('/product/hoodie/');
    const document = parse(html);
    const form = document.querySelector('form.variations_form')!;
    expect(form.getAttribute('data-island')).toBe('add-to-cart');
    const hosts = document.querySelectorAll('[data-island="variations"]');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.matches('form.variations_form .single_variation_wrap > div.single_variation')).toBe(true);
    expect(html).toMatch(/var wc_add_to_cart_variation_params = \{/);
    expect(document.getElementById('tmpl-variation-template')).not.toBeNull();
    expect(document.getElementById('tmpl-unavailable-variation-template')).not.toBeNull();
    expect(html).not.toMatch(/add-to-cart-variation(\.min)?\.js/);
  });
});
