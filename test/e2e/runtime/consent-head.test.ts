/**
 * Consent Mode before any tag, and geo-IP: the head snippet the demo prints first in <head>, and a
 * page cached for one region served to a visitor from another.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { banner, pixelRuns } from '../support/consent';
import { islandsSettled, useShop, type Watched } from '../support/harness';

const demo = useShop();

/** The snippet's bytes as built; the README and the demo use the same file. */
const SNIPPET = readFileSync('dist/consent-head.js', 'utf8').trim();

/** A site's Google tag placed in the head right after the snippet: it notes the dataLayer as it runs. */
const TAG_AFTER_SNIPPET = `<script>window.__tagSaw = (window.dataLayer || []).map(function (entry) { return Array.prototype.slice.call(entry); });</script>`;

/** The Consent Mode commands in the dataLayer, in order ("consent default", "consent update"). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) =>
        Array.from(entry as ArrayLike<unknown>)
          .slice(0, 2)
          .join(' '),
      )
      .filter((command) => command.startsWith('consent ')),
  );

describe('the head snippet', () => {
  it('is the first thing in <head> of every page', async () => {
    const watched = await demo.open();
    for (const path of ['/', '/shop/', '/blog/die-perfekte-crema/', '/cart/', '/checkout/']) {
      await watched.page.goto(demo.shop.url + path);
      const first = await watched.page.evaluate(() => {
        const element = document.head.firstElementChild;
        return element?.tagName === 'SCRIPT' && !element.hasAttribute('src') && !element.hasAttribute('type')
          ? element.textContent?.trim()
          : element?.outerHTML;
      });
      expect(first, path).toBe(SNIPPET);
    }
  });

  it('a tag right after it sees the denied defaults first; the core then only updates', async () => {
    const watched = await demo.open();
    // the page as a theme with a Google tag would print it: the tag straight after the snippet
    await watched.context.route(`${demo.shop.url}/`, async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<head>\s*<script>[\s\S]*?<\/script>/, (head) => head + TAG_AFTER_SNIPPET);
      await route.fulfill({ response, body: html });
    });
    await watched.page.goto(`${demo.shop.url}/`);
    await islandsSettled(watched.page);
    const saw = await watched.page.evaluate(() => (window as unknown as { __tagSaw: unknown[][] }).__tagSaw);
    expect(saw).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 500,
        }),
      ],
    ]);
    await watched.page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => consentCommands(watched.page)).toEqual(['consent default', 'consent update']);
  });
});

describe('geo-IP', () => {
  /** A page printed for a US (opt-out) visitor, as a page cache would keep it, with geo-IP on. */
  async function cachedOptOutPage(): Promise<{ watched: Watched; answerRegion: (region: string) => Promise<void> }> {
    demo.shop.db.prepare("INSERT OR REPLACE INTO site_options (name, value) VALUES ('cmplz_geoip', '1')").run();
    const watched = await demo.open();
    let held: Route | undefined;
    await watched.context.route('**/wp-json/complianz/v1/banner*', (route) => {
      held = route;
    });
    const asked = watched.page.waitForRequest(/\/complianz\/v1\/banner/, { timeout: 10_000 });
    await watched.page.goto(`${demo.shop.url}/?cmplz_user_region=us`);
    await islandsSettled(watched.page);
    await asked;
    await expect.poll(() => held !== undefined).toBe(true);
    // the demo's geo-IP stand-in answers for the region in the query
    const answerRegion = async (region: string) => {
      const url = new URL(held!.request().url());
      url.searchParams.set('cmplz_user_region', region);
      await held!.continue({ url: url.href });
    };
    return { watched, answerRegion };
  }

  const geoipOff = () => demo.shop.db.prepare("DELETE FROM site_options WHERE name = 'cmplz_geoip'").run();

  it('nothing is unblocked and no banner shown until the region is known; an EU visitor then stays blocked and is asked', async () => {
    try {
      const { watched, answerRegion } = await cachedOptOutPage();
      await watched.page.waitForTimeout(500);
      expect(await pixelRuns(watched.page)).toBe(0);
      expect(watched.external).toEqual([]);
      expect(await banner(watched.page).count()).toBe(0);
      await answerRegion('eu');
      await banner(watched.page).waitFor();
      await watched.page.waitForTimeout(300);
      expect(await pixelRuns(watched.page)).toBe(0);
      expect(watched.external).toEqual([]);
      expect(await consentCommands(watched.page)).toEqual(['consent default']);
    } finally {
      geoipOff();
    }
  });

  it('a US visitor gets the opt-out defaults once the region is known', async () => {
    try {
      const { watched, answerRegion } = await cachedOptOutPage();
      expect(await pixelRuns(watched.page)).toBe(0);
      await answerRegion('us');
      await expect.poll(() => pixelRuns(watched.page)).toBe(1);
      await banner(watched.page).waitFor();
    } finally {
      geoipOff();
    }
  });
});
