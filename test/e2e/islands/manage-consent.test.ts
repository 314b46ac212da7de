/**
 * Manage consent: the privacy page's panel with the site's toggles (manage_consent_html) and its
 * fallback when the site does not answer, and the footer button that reopens the banner.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { banner, choose, consentVisitor, cookieMap, expectReactRoot, pixelRuns } from '../support/consent';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, useShop, withConfig, type Watched } from '../support/harness';

let watched: Watched;

const demo = useShop();
const open = consentVisitor(demo, (opened) => (watched = opened));

describe('manage consent on the privacy page (manage_consent_html)', () => {
  const panel = (page: Page) => page.locator('[data-island="manage-consent"][data-view="panel"]');

  it('shows the site’s toggles; switching Marketing on there gives consent and runs what waited for it', CONTRACT, async () => {
    const { page, context, requests, errors } = await open('/privacy/');
    await choose(page, 'Ablehnen');
    await panel(page).scrollIntoViewIfNeeded();
    const marketing = panel(page).locator('input.cmplz-marketing');
    await marketing.waitFor();
    expect(requests.some((url) => /\/wp-json\/complianz\/v1\/manage_consent_html\?lang=de&locale=de_DE&token=[a-z]{1,5}$/.test(url))).toBe(
      true,
    );
    expect(await panel(page).locator('.cmplz-category-title').allTextContents()).toEqual([
      'Funktional',
      'Vorlieben',
      'Statistiken',
      'Marketing',
    ]);
    expect(await marketing.isChecked()).toBe(false);
    expect(await panel(page).locator('input.cmplz-functional').isChecked()).toBe(true);
    expect(await pixelRuns(page)).toBe(0);
    await marketing.check();
    await expect.poll(async () => (await cookieMap(context)).cmplz_marketing).toBe('allow');
    expect((await cookieMap(context)).cmplz_statistics).toBe('deny');
    await expect.poll(() => pixelRuns(page)).toBe(1);
    await expectReactRoot(page, '[data-island="manage-consent"][data-view="panel"]');
    // a choice made in the banner shows in the toggles
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => panel(page).locator('input.cmplz-statistics').isChecked()).toBe(true);
    // (Google's script, allowed now, is not reached by the test browser, which resolves no other host)
    expect(errors.filter((text) => !/ERR_NAME_NOT_RESOLVED/.test(text))).toEqual([]);
  });

  for (const kind of ['500', 'zero', 'minus-one', 'malformed', 'empty', 'timeout', 'offline'] as const)
    it(`falls back to the button that reopens the banner when the site does not answer (${kind})`, async () => {
      watched = await demo.open({
        cookies: [...BANNER_DISMISSED, 'cmplz_marketing=deny', 'cmplz_statistics=deny', 'cmplz_preferences=deny', 'cmplz_functional=allow'],
      });
      await withConfig(watched, { requestTimeoutMs: 1500 });
      const warnings: string[] = [];
      watched.page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      if (kind === 'offline')
        await watched.context.route('**/complianz/v1/manage_consent_html*', (route) => route.abort('internetdisconnected'));
      else await demo.setCookies(watched, [`demo-fault=complianz/v1/manage_consent_html:${kind}`]);
      const { page } = watched;
      await page.goto(`${demo.shop.url}/privacy/`);
      await islandsSettled(page);
      await panel(page).scrollIntoViewIfNeeded();
      const reopen = panel(page).getByRole('button', { name: 'Zustimmung verwalten' });
      await reopen.waitFor({ timeout: 8000 });
      expect(await panel(page).textContent()).toBe('Zustimmung verwalten');
      expect(warnings.some((text) => text.includes('manage_consent_html'))).toBe(true);
      expect(await banner(page).count()).toBe(0);
      await reopen.click();
      await banner(page).waitFor();
      expect(watched.errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    });
});

describe('the footer button', () => {
  it('the manage-consent button reopens the banner, moving focus in and back', CONTRACT, async () => {
    const { page } = await open('/');
    await choose(page, 'Ablehnen');
    const manage = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    await manage.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor();
    // focus moves in an effect after the banner is painted, so the check waits for it
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Cookie-Zustimmung verwalten');
    await page.keyboard.press('Escape');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Cookie-Einstellungen');
  });

  it('a tap on the footer button before its code arrived still opens the banner (slow network)', async () => {
    const { page, context } = await open('/');
    await choose(page, 'Ablehnen');
    await page.reload();
    await islandsSettled(page);
    await context.route('**/islands/manage-consent-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const manage = page.locator('.footer-links [data-island="manage-consent"]');
    await manage.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    expect(await manage.getAttribute('data-island-state')).not.toBe('mounted');
    await banner(page).waitFor();
  });
});
