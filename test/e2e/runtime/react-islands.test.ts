/**
 * The React island contract in a real browser: every island that is a React island renders its UI
 * from a root on its host or on a slot inside it (React's container mark, or Preact's in the lite
 * build), and the framework is fetched only when such an island is about to hydrate.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ISLAND_WANTED } from '../../../src/islands/wanted';
import { islandSpecs } from '../../../widgets/index';
import { CONTRACT, DIST_DIR, fillBilling, frameworkChunk, islandsSettled, useShop } from '../support/harness';

const demo = useShop();
const LITE = DIST_DIR.endsWith('lite');

/** Pages, and what makes their lazy islands hydrate: scrolling all the way and focusing each password field. */
const PAGES = [
  '/',
  '/shop/',
  '/shop/?equalize',
  '/product/espresso-nordlicht/',
  '/product/tasse-gemuetlich/',
  '/cart/',
  '/cart/?add-to-cart=1', // an add without JavaScript, then the cart page with its items
  '/my-account/',
  '/stores/',
  '/blog/die-perfekte-crema/',
  '/privacy/',
  '/__lab/strategies/',
  '/__lab/consent/',
  '/__lab/variations/', // WooCommerce's own variable product form (the demo's products are Flatsome-style)
];

interface HostReport {
  island: string;
  /** where the framework's root is: 'host', 'inside' (a slot) or 'none' */
  root: 'host' | 'inside' | 'none';
  /** the element marked as the root by the contract is the framework's container */
  markedRootIsContainer: boolean;
}

async function hydrateEverything(page: Page) {
  await islandsSettled(page);
  for (let y = 0; y < 12; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
  for (const input of await page.locator('[data-island="password-toggle"] input').all()) await input.focus();
  // intent on every host still waiting for it, and notices where a wrapper waits for some
  await page.evaluate(() => {
    for (const wrapper of document.querySelectorAll('[data-island="notices"][data-island-state="pending"]'))
      wrapper.insertAdjacentHTML('beforeend', '<ul class="woocommerce-message" role="status"><li>Hinweis</li></ul>');
    for (const host of document.querySelectorAll('[data-island][data-island-state="pending"]'))
      host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  // the islands whose early module answers the presses (earlyFirst) load when a key is pressed in
  // their host, or when that module asks for them (ISLAND_WANTED: to show what it cannot)
  await page.evaluate((wanted) => {
    for (const host of document.querySelectorAll('[data-island][data-island-state="pending"]')) {
      host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      host.dispatchEvent(new Event(wanted));
    }
  }, ISLAND_WANTED);
  await islandsSettled(page);
}

function reportHosts(page: Page, lite: boolean): Promise<HostReport[]> {
  return page.evaluate((lite) => {
    const isContainer = (element: Element) =>
      lite
        ? (element as unknown as { __k?: unknown }).__k != null
        : Object.keys(element).some((key) => key.startsWith('__reactContainer$'));
    return [...document.querySelectorAll<HTMLElement>('[data-island][data-island-state="mounted"]')].map((host) => {
      const marked = host.hasAttribute('data-island-root') ? host : host.querySelector('[data-island-root]');
      const inside = [...host.querySelectorAll('*')].some(isContainer);
      return {
        island: host.dataset.island!,
        root: isContainer(host) ? 'host' : inside ? 'inside' : 'none',
        markedRootIsContainer: marked !== null && isContainer(marked),
      } as const;
    });
  }, lite);
}

/** Islands seen mounted by the two contract tests below, and any that mounted without a framework root. */
const seen = new Set<string>();
const wrong: string[] = [];

async function checkHosts(page: Page, path: string) {
  await hydrateEverything(page);
  for (const host of await reportHosts(page, LITE)) {
    seen.add(host.island);
    if (host.root === 'none' || !host.markedRootIsContainer) wrong.push(`${path} ${host.island}: ${JSON.stringify(host)}`);
  }
}

const FULL_CONSENT = ['functional', 'preferences', 'statistics', 'marketing'].map((category) => ({
  name: `cmplz_${category}`,
  value: 'allow',
}));

describe('React islands', CONTRACT, () => {
  it('render from a framework root on their host or a slot inside it, on every page', async () => {
    for (const path of PAGES) {
      const { page, errors } = await demo.open();
      await page.goto(demo.shop.url + path);
      await checkHosts(page, path);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
    expect(wrong).toEqual([]);
  }, 180_000); // every demo page, each hydrated all the way: about 30 s on an idle machine

  it('render from a framework root for a signed-in admin who allowed everything too: every island is a React island', async () => {
    const { page, errors } = await demo.open({
      cookies: [{ name: 'cmplz_banner-status', value: 'dismissed' }, { name: 'cmplz_policy_id', value: '11' }, ...FULL_CONSENT],
    });
    await page.goto(`${demo.shop.url}/my-account/`);
    await page.fill('#username', 'admin');
    await page.fill('#password', 'admin');
    await page.locator('form.login button[type="submit"]').click();
    await page.locator('body.logged-in').waitFor({ state: 'attached' });
    for (const path of ['/', '/product/geschenkgutschein/', '/shop/?add-to-cart=1', '/checkout/']) {
      await page.goto(demo.shop.url + path);
      await checkHosts(page, path);
    }
    // an order, so that the account page lists it
    await fillBilling(page);
    await page.getByLabel('Vorkasse per Überweisung').check();
    await page.locator('#terms').check();
    await Promise.all([page.waitForURL(/order-received/), page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()]);
    await page.goto(`${demo.shop.url}/my-account/`);
    await checkHosts(page, '/my-account/ (orders)');
    // the Instagram feed's images are on Instagram's servers, which tests never reach
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await page.context().close();
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual(islandSpecs.map((spec) => spec.name).sort());
  }, 180_000);

  it('fetch the framework only when a React island is about to hydrate', async () => {
    const { page, requests } = await demo.open({
      cookies: [
        { name: 'cmplz_banner-status', value: 'dismissed' },
        { name: 'cmplz_policy_id', value: '11' },
      ],
    });
    const framework = frameworkChunk();
    await page.goto(`${demo.shop.url}/__lab/strategies/`);
    await islandsSettled(page);
    expect(requests.filter((url) => url.endsWith(framework))).toEqual([]);
    await page.locator('#pw').focus();
    await page.locator('#interaction[data-island-state="mounted"]').waitFor();
    expect(requests.filter((url) => url.endsWith(framework))).toHaveLength(1);
  });

  /**
   * Issue 18: a returning visitor (consent given) who does not touch the cart pays for no framework on
   * the pages a shopper browses most; the cart store still starts (a plain module) when there is a cart.
   */
  for (const cart of ['no cart', 'a cart'] as const) {
    it(`fetch no framework chunk on home, shop and product pages for a returning visitor with ${cart} who touches nothing`, async () => {
      for (const path of ['/', '/shop/', '/product/espresso-nordlicht/']) {
        const { page, requests, errors } = await demo.open({
          cookies: [
            { name: 'cmplz_banner-status', value: 'dismissed' },
            { name: 'cmplz_policy_id', value: '11' },
            { name: 'cmplz_functional', value: 'allow' },
            { name: 'cmplz_statistics', value: 'deny' },
            { name: 'cmplz_marketing', value: 'deny' },
            ...(cart === 'a cart'
              ? [
                  { name: 'woocommerce_items_in_cart', value: '1' },
                  { name: 'woocommerce_cart_hash', value: 'returning' },
                ]
              : []),
          ],
        });
        await page.goto(demo.shop.url + path);
        await islandsSettled(page);
        await page.waitForTimeout(500); // anything scheduled just after idle
        const framework = frameworkChunk();
        expect(
          requests.filter((url) => url.endsWith(framework)),
          `${path}: framework fetched by ${JSON.stringify(requests.filter((url) => url.includes('/islands/')))}`,
        ).toEqual([]);
        expect(
          requests.some((url) => /\/islands\/cart-start-/.test(url)),
          `${path}: cart store started`,
        ).toBe(cart === 'a cart');
        expect(errors, path).toEqual([]);
        await page.context().close();
      }
    });
  }
});
