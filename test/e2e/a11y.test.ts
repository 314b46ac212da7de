/**
 * axe-core finds no violation on any page of the demo shop: as the server prints it (before the
 * islands hydrate), on a first visit (consent banner open) and after "accept all" (embeds, the map and
 * the blocked scripts unblocked), logged out and, with an item in the cart, logged in.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, islandsSettled, useShop, type Watched } from './harness';

const demo = useShop();

const PAGES = ['/', '/shop/', '/product/tasse-gemuetlich/', '/stores/', '/blog/die-perfekte-crema/', '/terms/', '/privacy/', '/imprint/', '/my-account/'];
/** Visited again once the cart holds an item and the visitor is logged in. */
const WITH_ITEM_LOGGED_IN = ['/cart/', '/checkout/', '/my-account/'];

type Found = Record<string, Awaited<ReturnType<typeof axeViolations>>>;

async function violationsOn(watched: Watched, paths: string[], { hydrated }: { hydrated: boolean }, label = ''): Promise<Found> {
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
    }
    const violations = await axeViolations(watched.page);
    if (violations.length) found[path + label] = violations;
  }
  return found;
}

async function addItemAndLogIn(watched: Watched) {
  await watched.page.goto(`${demo.shop.url}/?add-to-cart=2`);
  const login = await watched.context.request.post(`${demo.shop.url}/my-account/`, { form: { username: 'kunde', password: 'demo', login: 'Anmelden' } });
  expect(login.ok()).toBe(true);
}

async function everyPage(watched: Watched, options: { hydrated: boolean }): Promise<Found> {
  const loggedOut = await violationsOn(watched, PAGES, options);
  await addItemAndLogIn(watched);
  return { ...loggedOut, ...(await violationsOn(watched, WITH_ITEM_LOGGED_IN, options, ' (item in cart, logged in)')) };
}

describe('axe-core on every demo page', () => {
  it('as the server prints them, before any island hydrates', async () => {
    const watched = await demo.open();
    await watched.context.route('**/wp-content/plugins/shop-islands/dist/**', (route) => route.abort());
    expect(await everyPage(watched, { hydrated: false })).toEqual({});
  });

  it('first visit: the consent banner is open', async () => {
    const watched = await demo.open();
    expect(await everyPage(watched, { hydrated: true })).toEqual({});
  });

  it('after "accept all"', async () => {
    const watched = await demo.open();
    await watched.page.goto(demo.shop.url + '/imprint/');
    await islandsSettled(watched.page);
    await watched.page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(async () => (await watched.context.cookies()).find((cookie) => cookie.name === 'cmplz_marketing')?.value).toBe('allow');
    expect(await everyPage(watched, { hydrated: true })).toEqual({});
  });
});
