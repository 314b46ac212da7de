/**
 * axe-core finds no violation on any page of the demo shop: as the server prints it (before the
 * islands hydrate), on a first visit (consent banner open) and after "accept all" (embeds, the map and
 * the blocked scripts unblocked), logged out and, with an item in the cart, logged in.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, islandsSettled, useShop, type Watched } from '../support/harness';

const demo = useShop();

/** Logged out with an empty cart, in two groups so that each test stays well inside its time-out. */
const SHOP_PAGES = ['/', '/shop/', '/product/tasse-gemuetlich/', '/stores/'];
const CONTENT_PAGES = ['/blog/', '/blog/die-perfekte-crema/', '/terms/', '/privacy/', '/imprint/', '/my-account/'];
/** Visited again once the cart holds an item and the visitor is logged in. */
const WITH_ITEM_LOGGED_IN = ['/cart/', '/checkout/', '/my-account/'];

/** axe takes seconds a page on a busy machine (the store list, the checkout form). */
const AXE_TIMEOUT_MS = 120_000;

type Found = Record<string, Awaited<ReturnType<typeof axeViolations>>>;

async function violationsOn(watched: Watched, paths: string[], { hydrated }: { hydrated: boolean }): Promise<Found> {
  const found: Found = {};
  for (const path of paths) {
    await watched.page.goto(demo.shop.url + path);
    if (hydrated) {
      await islandsSettled(watched.page);
      if (path === '/') {
        // the chat stand-in loads on the visitor's first interaction and adds its button to the page
        await watched.page.mouse.wheel(0, 40);
        await watched.page.waitForSelector('.demo-chat');
      }
      if (path === '/privacy/') {
        // the cookie policy's manage-consent panel hydrates when visible and then fetches its toggles
        await watched.page.locator('[data-island="manage-consent"][data-view="panel"]').scrollIntoViewIfNeeded();
        await watched.page.locator('[data-island="manage-consent"] .cmplz-categories').waitFor();
      }
    }
    const violations = await axeViolations(watched.page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

async function addItemAndLogIn(watched: Watched) {
  await watched.page.goto(`${demo.shop.url}/?add-to-cart=2`);
  const login = await watched.context.request.post(`${demo.shop.url}/my-account/`, {
    form: { username: 'kunde', password: 'demo', login: 'Anmelden' },
  });
  expect(login.ok()).toBe(true);
}

/** The visitor states each page is checked in. */
const STATES: Array<[string, { hydrated: boolean; prepare(watched: Watched): Promise<void> }]> = [
  [
    'as the server prints them, before any island hydrates',
    {
      hydrated: false,
      async prepare(watched) {
        await watched.context.route('**/wp-content/plugins/shop-islands/dist/**', (route) => route.abort());
      },
    },
  ],
  ['first visit: the consent banner is open', { hydrated: true, prepare: async () => {} }],
  [
    'after "accept all": embeds, the map and the blocked scripts unblocked',
    {
      hydrated: true,
      async prepare(watched) {
        await watched.page.goto(demo.shop.url + '/imprint/');
        await islandsSettled(watched.page);
        await watched.page.getByRole('button', { name: 'Alle akzeptieren' }).click();
        await expect
          .poll(async () => (await watched.context.cookies()).find((cookie) => cookie.name === 'cmplz_marketing')?.value)
          .toBe('allow');
      },
    },
  ],
];

describe.each(STATES)('axe-core on every demo page, %s', (_, state) => {
  it.each([
    ['shop pages', SHOP_PAGES],
    ['content and account pages', CONTENT_PAGES],
  ])(
    'logged out, cart empty: %s',
    async (_, paths) => {
      const watched = await demo.open();
      await state.prepare(watched);
      expect(await violationsOn(watched, paths, state)).toEqual({});
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'with an item in the cart, logged in',
    async () => {
      const watched = await demo.open();
      await state.prepare(watched);
      await addItemAndLogIn(watched);
      expect(await violationsOn(watched, WITH_ITEM_LOGGED_IN, state)).toEqual({});
    },
    AXE_TIMEOUT_MS,
  );
});
