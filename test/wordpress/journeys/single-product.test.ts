/**
 * wc-single-product on the real WooCommerce: the product page of Espressobohnen (two images) with
 * WooCommerce's own single-product.js (tabs, the review stars, flexslider, zoom.js, PhotoSwipe) and
 * with the islands (product-tabs, product-gallery, quantity).
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wpJson } from '../site';
import { addAnswered, MODES, newShopper, settled, shownImage, useBrowser, type Mode, type Shopper } from './shopper';

const browser = useBrowser();

async function productUrl(shopper: Shopper): Promise<string> {
  return wpJson<string>(`echo wp_json_encode( get_permalink( (int) getenv( 'ID' ) ) );`, { ID: String(shopper.site.products.simple) });
}

const panel = (page: Page, id: string) => page.locator(`.woocommerce-tabs #${id}`);
const tab = (page: Page, name: string) => page.locator(`.woocommerce-tabs ul.tabs li.${name}_tab a`);

/** The full-size files of the gallery's images, as WooCommerce prints them. */
const largeImages = (page: Page) =>
  page.locator('.woocommerce-product-gallery__image a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

/** A shopper on the simple product's page, settled, with a test cookie of the site (a theme without one of the gallery's features). */
async function onProductPage(mode: Mode, testCookie?: string): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  if (testCookie) await shopper.context.addCookies([{ name: testCookie, value: '1', url: shopper.site.url }]);
  await shopper.page.goto(await productUrl(shopper));
  await settled(shopper.page);
  return shopper;
}

/** `open` shows the large file `src` in the lightbox (PhotoSwipe or the island's), and Escape closes it. */
async function lightboxOpensAndCloses(page: Page, src: string, open: () => Promise<void>): Promise<void> {
  await open();
  const inLightbox = page.locator(`img[src="${src}"]:not(.woocommerce-product-gallery__image img)`);
  await expect.poll(() => inLightbox.first().isVisible(), { timeout: 5000 }).toBe(true);
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await Promise.all((await inLightbox.all()).map((element) => element.isVisible()))).some(Boolean))
    .toBe(false);
}

describe.each(MODES)('the product page (%s)', (mode) => {
  it('tabs: the description first, a click switches the panel', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await page.goto(await productUrl(shopper));
    await settled(page);
    await expect.poll(() => panel(page, 'tab-reviews').isVisible()).toBe(false);
    expect(await panel(page, 'tab-description').isVisible()).toBe(true);
    await tab(page, 'reviews').click();
    await expect.poll(() => panel(page, 'tab-reviews').isVisible()).toBe(true);
    expect(await panel(page, 'tab-description').isVisible()).toBe(false);
    expect(await tab(page, 'reviews').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.woocommerce-tabs ul.tabs li.reviews_tab').getAttribute('class')).toMatch(/\bactive\b/);
    await tab(page, 'description').click();
    await expect.poll(() => panel(page, 'tab-description').isVisible()).toBe(true);
    expect(await panel(page, 'tab-reviews').isVisible()).toBe(false);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it.each(['#reviews', '#tab-reviews', '#comment-1'])('the deep link %s opens the reviews tab', async (hash) => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await page.goto((await productUrl(shopper)) + hash);
    await settled(page);
    await expect.poll(() => panel(page, 'tab-reviews').isVisible()).toBe(true);
    expect(await panel(page, 'tab-description').isVisible()).toBe(false);
    await shopper.context.close();
  });

  it('the deep link #tab-additional_information opens that tab, before and after the tabs are touched', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    const url = await wpJson<string>(`echo wp_json_encode( get_permalink( (int) getenv( 'ID' ) ) );`, {
      ID: String(shopper.site.products.variable),
    });
    await page.goto(`${url}#tab-additional_information`);
    await settled(page);
    await expect.poll(() => panel(page, 'tab-additional_information').isVisible()).toBe(true);
    expect(await panel(page, 'tab-description').isVisible()).toBe(false);
    // the tabs woken (the islands' hydrate on intent): still that tab, and it is the one selected
    await page.hover('.woocommerce-tabs ul.tabs');
    await expect.poll(() => tab(page, 'additional_information').getAttribute('aria-selected')).toBe('true');
    expect(await panel(page, 'tab-additional_information').isVisible()).toBe(true);
    expect(await panel(page, 'tab-description').isVisible()).toBe(false);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it.each([
    ['', 'click #tab-description'],
    ['#reviews', 'click #tab-reviews'],
  ])(
    "what single-product.js's start triggers through jQuery, heard by a tab plugin's handlers: `init` on the tabs, then a click on the tab it opens (%s)",
    async (hash, click) => {
      const shopper = await newShopper(browser(), mode);
      const { page } = shopper;
      await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
      await page.goto((await productUrl(shopper)) + hash);
      await settled(page);
      const heard = await page.evaluate(() => (window as { testTabEvents?: string[] }).testTabEvents ?? []);
      // single-product.js triggers `init` on the review form's #rating too, which reaches the tabs' delegated
      // handlers a second time (and clicks again); its click comes from its own `init` handler on document.body,
      // so a handler on document hears it before the `init`: compared without the repeats, in order of their text
      expect([...new Set(heard)].sort()).toEqual([click, 'init']);
      // with the islands, jQuery's click wakes no island: the tabs still wait for the shopper (a review link wakes them at load)
      if (mode === 'islands' && !hash) expect(await page.locator('.woocommerce-tabs').getAttribute('data-island-state')).toBe('pending');
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    },
  );

  it('review stars: a click picks the rating; without one the review is refused with WooCommerce’s message', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await page.goto(await productUrl(shopper));
    await settled(page);
    await tab(page, 'reviews').click();
    const stars = page.locator('#respond p.stars a');
    await stars.first().waitFor({ state: 'visible' });
    expect(await stars.count()).toBe(5);
    expect(await page.locator('#rating').isVisible()).toBe(false);
    const author = `Erika ${mode}`;
    await page.locator('#comment').fill('Sehr guter Kaffee.');
    await page.locator('#author').fill(author);
    await page.locator('#email').fill(`erika-${mode}@example.com`);
    // no rating: refused, the shopper told why
    const dialogs: string[] = [];
    const onDialog = (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    };
    page.on('dialog', onDialog);
    await page.locator('#respond #submit').click();
    await expect
      .poll(async () => dialogs.join(' ') + (await page.locator('#respond').innerText()), { timeout: 5000 })
      .toContain('Please select a rating');
    page.off('dialog', onDialog);
    expect(new URL(page.url()).pathname).toBe(new URL(await productUrl(shopper)).pathname);
    // four stars
    await stars.nth(3).click();
    expect(await page.locator('#rating').inputValue()).toBe('4');
    expect(await stars.nth(3).getAttribute('aria-checked')).toBe('true');
    expect(await stars.nth(0).getAttribute('aria-checked')).toBe('false');
    await Promise.all([page.waitForNavigation(), page.locator('#respond #submit').click()]);
    const rating = await wpJson<string>(
      `$comments = get_comments( array( 'author__in' => array(), 'search' => getenv( 'AUTHOR' ), 'post_id' => (int) getenv( 'ID' ), 'status' => 'all' ) );
       echo wp_json_encode( $comments ? get_comment_meta( $comments[0]->comment_ID, 'rating', true ) : '' );`,
      { AUTHOR: author, ID: String(shopper.site.products.simple) },
    );
    expect(rating).toBe('4');
    await shopper.context.close();
  });

  it('gallery: a thumbnail switches the image, hovering zooms, the trigger opens the large image and Escape closes it', async () => {
    const shopper = await onProductPage(mode);
    const { page } = shopper;
    const large = await largeImages(page);
    expect(large).toHaveLength(2);
    const thumbnails = page.locator('.woocommerce-product-gallery .flex-control-thumbs li img');
    await thumbnails.first().waitFor({ state: 'visible' });
    expect(await thumbnails.count()).toBe(2);
    expect(await shownImage(page)).toBe(0);
    await thumbnails.nth(1).click();
    await expect.poll(() => shownImage(page)).toBe(1);
    await thumbnails.nth(0).click();
    await expect.poll(() => shownImage(page)).toBe(0);
    // zoom: the large file over the image under the pointer
    const image = page.locator('.woocommerce-product-gallery__image').first();
    await image.hover();
    const zoomed = page.locator(`.woocommerce-product-gallery__image img[src="${large[0]}"]`);
    await expect.poll(() => zoomed.first().isVisible(), { timeout: 5000 }).toBe(true);
    // the lightbox from WooCommerce's trigger (PhotoSwipe's, or the island's), closed with Escape
    await lightboxOpensAndCloses(page, large[0]!, () => page.locator('.woocommerce-product-gallery__trigger').click());
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('gallery without the theme’s slider: every image shows, no thumbnails; a click on the second image opens it large', async () => {
    const shopper = await onProductPage(mode, 'test_gallery_no_slider');
    const { page } = shopper;
    const large = await largeImages(page);
    expect(large).toHaveLength(2);
    const images = page.locator('.woocommerce-product-gallery__image');
    await expect.poll(() => images.nth(1).isVisible()).toBe(true);
    expect(await images.nth(0).isVisible()).toBe(true);
    expect(await page.locator('.woocommerce-product-gallery .flex-control-thumbs').count()).toBe(0);
    await lightboxOpensAndCloses(page, large[1]!, () => images.nth(1).locator('img').click());
    expect(await images.nth(1).isVisible()).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('gallery without the theme’s zoom: no trigger, hovering zooms nothing, a click on the image opens it large', async () => {
    const shopper = await onProductPage(mode, 'test_gallery_no_zoom');
    const { page } = shopper;
    const large = await largeImages(page);
    const image = page.locator('.woocommerce-product-gallery__image').first();
    await image.hover();
    await page.waitForTimeout(300);
    const zoomed = page.locator(`.woocommerce-product-gallery__image img[src="${large[0]}"]`);
    expect(await zoomed.count()).toBe(0);
    expect(await page.locator('.woocommerce-product-gallery__trigger, .si-gallery__open').count()).toBe(0);
    await lightboxOpensAndCloses(page, large[0]!, () => image.locator('img').click());
    expect(page.url()).not.toContain(large[0]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('quantity: the number field keeps min and step, and what is typed is added', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(await productUrl(shopper));
    await settled(page);
    const input = page.locator('form.cart input.qty');
    expect(await input.getAttribute('type')).toBe('number');
    expect(await input.getAttribute('min')).toBe('1');
    expect(await input.getAttribute('step')).toBe('1');
    // twentytwentyone prints no +/- buttons: none appear
    expect(await page.locator('form.cart .quantity button, form.cart .quantity input[type="button"]').count()).toBe(0);
    await input.fill('3');
    await addAnswered(page, () => page.locator('form.cart button[name="add-to-cart"]').click());
    expect(await shopper.quantityOf(site.products.simple)).toBe(3);
    await shopper.context.close();
  });
});
