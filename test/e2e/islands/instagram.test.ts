/** The Instagram feed: loaded only with marketing consent; its failure is shown to admins only. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, islandsSettled, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();

describe('Instagram feed', () => {
  // a returning customer who decided on consent, with an empty cart here
  const { start, visit } = customer(demo);

  it('the Instagram feed loads; its failure is shown to admins only, not to editors or visitors', CONTRACT, async () => {
    const w = await visit('/', { cart: false, marketing: 'allow' });
    await w.page.locator('.instagram-feed').scrollIntoViewIfNeeded();
    await w.page.locator('.instagram-feed .instagram-images img').first().waitFor();
    expect(await w.page.locator('.instagram-feed .instagram-fallback').count()).toBe(0);
    await w.context.close();
    // a visitor: the section keeps its heading, the broken feed is simply not there
    const failing = await visit('/', { cart: false, marketing: 'allow', faults: 'flatsome_load_instagram:500' });
    await failing.page.locator('.instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => failing.page.locator('.instagram-feed').isHidden()).toBe(true);
    expect(await failing.page.locator('.si-instagram__error').count()).toBe(0);
    expect(await failing.page.locator('.instagram h2').isVisible()).toBe(true);
    expect(failing.errors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([]);
    await failing.context.close();
    // an editor who is not an admin (can edit pages, cannot manage the site): the same as a visitor
    const editor = await start({
      login: ['redaktion', 'redaktion'],
      cart: false,
      marketing: 'allow',
      faults: 'flatsome_load_instagram:500',
    });
    await editor.page.goto(`${demo.shop.url}/`);
    await islandsSettled(editor.page);
    expect(await editor.page.locator('.si-edit-links').count()).toBe(1);
    await editor.page.locator('.instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => editor.page.locator('.instagram-feed').isHidden()).toBe(true);
    expect(await editor.page.locator('.si-instagram__error').count()).toBe(0);
    await editor.context.close();
    const admin = await start({ login: ['admin', 'admin'], cart: false, marketing: 'allow', faults: 'flatsome_load_instagram:500' });
    await admin.page.goto(`${demo.shop.url}/`);
    await islandsSettled(admin.page);
    await admin.page.locator('.instagram').scrollIntoViewIfNeeded();
    const message = admin.page.getByRole('alert').filter({ hasText: 'Instagram-Feed konnte nicht geladen werden' });
    await message.waitFor();
    expect(await admin.page.locator('.instagram-feed .si-instagram__error').isVisible()).toBe(true);
  });
});

describe('Instagram feed under consent', () => {
  // a visitor who dismissed the banner and decided nothing else
  const { visit } = shopper(demo);

  it('asks for nothing while marketing is not allowed, and loads once it is', async () => {
    const w = await visit('/');
    const feedCalls: string[] = [];
    w.page.on('request', (request) => {
      if ((request.postData() ?? '').includes('action=flatsome_load_instagram')) feedCalls.push(request.url());
    });
    const feed = w.page.locator('.instagram-feed');
    await feed.scrollIntoViewIfNeeded();
    // in view but not allowed: not even the feed's code (nor React) is fetched
    await w.page.waitForTimeout(500);
    expect(await feed.getAttribute('data-island-state')).toBe('pending');
    expect(w.requests.some((url) => url.includes('/islands/instagram-'))).toBe(false);
    expect(feedCalls).toEqual([]);
    expect(await feed.locator('.instagram-fallback').isVisible()).toBe(true);
    await w.page.evaluate(() =>
      (window as unknown as { shopIslandsConsent: { acceptCategory(category: string): void } }).shopIslandsConsent.acceptCategory(
        'marketing',
      ),
    );
    await feed.locator('.instagram-images img').first().waitFor();
    expect(feedCalls).toHaveLength(1);
  });
});
