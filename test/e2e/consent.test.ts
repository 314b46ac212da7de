import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, chunkHolding, frameworkChunk, islandsSettled, layoutShifts, recordLayoutShifts, useShop, type Watched } from './harness';

let watched: Watched;

const demo = useShop();

const FUNCTIONAL_COOKIE = /^(cmplz_|store_notice|woocommerce_|wp_woocommerce_session|wordpress_)/;
const banner = (page: Page) => page.locator('.si-consent');
const cookieMap = async (context: BrowserContext) => Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
const google = (watchedContext: Watched) => watchedContext.external.filter((url) => /google|youtube/.test(url));
const pixelRuns = (page: Page) => page.evaluate(() => (window as unknown as { __demoPixel?: number }).__demoPixel ?? 0);
const consentLog = () => demo.shop.db.prepare('SELECT consenttype, categories, services FROM consent_log ORDER BY id').all() as Array<{ consenttype: string; categories: string; services: string }>;

async function open(path: string, options: BrowserContextOptions = {}) {
  watched = await demo.open(options);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

describe('opt-in region (EU)', () => {
  it('a visitor who has not chosen gets the banner, only functional cookies, and nothing from Google or the pixel', async () => {
    const { page, context, errors } = await open('/blog/die-perfekte-crema/');
    await banner(page).waitFor();
    await page.waitForTimeout(300);
    const names = Object.keys(await cookieMap(context));
    expect(names.filter((name) => !FUNCTIONAL_COOKIE.test(name))).toEqual([]);
    expect(google(watched)).toEqual([]);
    expect(await pixelRuns(page)).toBe(0);
    expect(await page.locator('iframe[data-service="youtube"]').getAttribute('src')).toBeNull();
    await page.locator('.wp-block-embed__wrapper').scrollIntoViewIfNeeded();
    await page.locator('.si-consent-placeholder').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
  });

  it('accept all unblocks the blocked script, the pixel and the embed, and logs the consent', async () => {
    const { page, context } = await open('/blog/die-perfekte-crema/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => google(watched).length).toBeGreaterThanOrEqual(2);
    expect(google(watched).some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
    expect(google(watched).some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await expect.poll(() => pixelRuns(page)).toBe(1);
    const cookies = await cookieMap(context);
    expect(cookies).toMatchObject({ cmplz_marketing: 'allow', cmplz_statistics: 'allow', cmplz_preferences: 'allow', 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '11' });
    expect(cookies._demo_pixel).toBeDefined();
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('.si-consent-placeholder').isHidden()).toBe(true);
    await expect.poll(() => consentLog().at(-1)?.categories).toBe('["functional","preferences","statistics","marketing"]');
  });

  it('deny sets every category to deny and does not reload when nothing had been allowed', async () => {
    const { page, context } = await open('/');
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.waitForTimeout(900);
    expect(loads).toBe(0);
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'deny', cmplz_statistics: 'deny', cmplz_preferences: 'deny', cmplz_functional: 'allow' });
    expect(google(watched)).toEqual([]);
  });

  it('deny after accepting reloads once, and the pixel’s cookie is cleaned up', async () => {
    const { page, context } = await open('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(async () => (await cookieMap(context))._demo_pixel).toBeDefined();
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await reloaded;
    await islandsSettled(page);
    await expect.poll(async () => (await cookieMap(context))._demo_pixel, { timeout: 5000 }).toBeUndefined();
    expect(await pixelRuns(page)).toBe(0);
    expect(await banner(page).count()).toBe(0);
  });

  it('a changed policy id shows the banner again with everything denied', async () => {
    const { page, context } = await open('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.reload();
    await islandsSettled(page);
    expect(await banner(page).count()).toBe(0);
    demo.shop.db.prepare("UPDATE site_options SET value = '12' WHERE name = 'cmplz_policy_id'").run();
    try {
      await page.reload();
      await islandsSettled(page);
      await banner(page).waitFor();
      expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'deny', cmplz_policy_id: '12', 'cmplz_banner-status': 'show' });
      expect(await pixelRuns(page)).toBe(0);
    } finally {
      demo.shop.db.prepare("UPDATE site_options SET value = '11' WHERE name = 'cmplz_policy_id'").run();
    }
  });

  it('the manage-consent button reopens the banner, moving focus in and back', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
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

  it('a placeholder accepts just its service', async () => {
    const { page, context } = await open('/blog/die-perfekte-crema/');
    await page.locator('.wp-block-embed__wrapper').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'YouTube laden' }).click();
    await expect.poll(() => google(watched).some((url) => url.includes('youtube-nocookie.com'))).toBe(true);
    const cookies = await cookieMap(context);
    expect(JSON.parse(decodeURIComponent(cookies.cmplz_consented_services ?? '{}'))).toEqual({ youtube: true });
    expect(cookies.cmplz_marketing).not.toBe('allow');
    expect(await pixelRuns(page)).toBe(0);
    // the banner's wider question is still open
    expect(await banner(page).isVisible()).toBe(true);
  });
});

describe('other regions and signals', () => {
  it('opt-out (US): banner shown, defaults allowed, dismissed by scrolling past 400 px', async () => {
    const { page, context } = await open('/shop/?cmplz_user_region=us');
    await banner(page).waitFor();
    await expect.poll(() => pixelRuns(page)).toBe(1);
    await page.mouse.wheel(0, 600);
    await banner(page).waitFor({ state: 'detached' });
    expect((await cookieMap(context))['cmplz_banner-status']).toBe('dismissed');
  });

  it('other region: no banner, everything allowed', async () => {
    const { page } = await open('/?cmplz_user_region=other');
    await expect.poll(() => pixelRuns(page)).toBe(1);
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-island-state')).toBe('pending');
  });

  it('Global Privacy Control: no banner and a denial, logged as do_not_track', async () => {
    watched = await demo.open();
    await watched.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await watched.page.goto(`${demo.shop.url}/`);
    await islandsSettled(watched.page);
    await watched.page.waitForTimeout(300);
    expect(await banner(watched.page).count()).toBe(0);
    expect(await cookieMap(watched.context)).toMatchObject({ cmplz_marketing: 'deny', cmplz_statistics: 'deny' });
    expect(google(watched)).toEqual([]);
    await expect.poll(() => consentLog().at(-1)?.consenttype).toBe('do_not_track');
  });

  it('a person whose phone model contains "bot" (Cubot) gets the banner; the crawler list loads only for a visitor without consent cookies', async () => {
    const { page, requests } = await open('/', { userAgent: 'Mozilla/5.0 (Linux; Android 11; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36' });
    await banner(page).waitFor();
    expect(google(watched)).toEqual([]);
    expect(requests.filter((url) => url.endsWith('/consent-crawlers.js'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    requests.length = 0;
    await page.reload();
    await islandsSettled(page);
    expect(requests.filter((url) => url.endsWith('/consent-crawlers.js'))).toEqual([]);
  });

  it('a bot user agent gets no banner and no consent log', async () => {
    const before = consentLog().length;
    const { page } = await open('/', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    expect(consentLog().length).toBe(before);
  });
});

describe('accessibility and weight', () => {
  it('can be read, operated and closed with the keyboard alone', async () => {
    const { page, context } = await open('/');
    await banner(page).waitFor();
    // focus starts on the banner's heading
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.si-consent') !== null)).toBe(true);
    const focusOn = async (name: string) => {
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.closest('label')?.textContent?.trim() || '');
        if (label.startsWith(name)) return;
      }
      throw new Error(`could not reach ${name} with Tab`);
    };
    await focusOn('Einstellungen');
    await page.keyboard.press('Enter');
    await focusOn('Statistiken');
    await page.keyboard.press('Space');
    await focusOn('Auswahl speichern');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await cookieMap(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'deny' });
  });

  it('axe-core finds no violations in the banner, in both views', async () => {
    const { page } = await open('/');
    await banner(page).waitFor();
    expect(await axeViolations(page, '.si-consent')).toEqual([]);
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    expect(await axeViolations(page, '.si-consent')).toEqual([]);
  });

  it('the banner’s buttons for accept and deny are equally prominent', async () => {
    const { page } = await open('/');
    const style = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((element) => {
        const computed = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { background: computed.backgroundColor, color: computed.color, font: computed.fontSize + computed.fontWeight, width: Math.round(box.width), height: Math.round(box.height) };
      });
    expect(await style('Ablehnen')).toEqual(await style('Alle akzeptieren'));
  });

  it('a returning visitor loads neither the banner’s code, its texts nor React for consent', async () => {
    const { page, requests } = await open('/__lab/consent/');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    const react = frameworkChunk();
    const bannerTexts = chunkHolding(/src\/consent\/messages\.ts$/);
    requests.length = 0;
    await page.reload();
    await islandsSettled(page);
    await page.waitForTimeout(300);
    expect(requests.some((url) => url.includes('/islands/manage-consent-'))).toBe(true);
    expect(requests.filter((url) => url.includes('/islands/consent-banner-') || url.endsWith(`/${react}`) || url.endsWith(`/${bannerTexts}`))).toEqual([]);
    // asking for the banner loads it then
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await banner(page).waitFor();
    expect(requests.some((url) => url.endsWith(`/${react}`))).toBe(true);
  });
});

describe('consent areas and layout', () => {
  it('a consent area loads its content once allowed, and explains a failed load with a retry', async () => {
    const { page, context } = await open('/blog/filterkaffee-richtig-bruehen/');
    await demo.setCookies(watched, ['demo-fault=complianz/v1/consent-area:500']);
    const area = page.locator('.wp-block-complianz-consent-area');
    await area.scrollIntoViewIfNeeded();
    await area.getByRole('button', { name: 'Marketing-Cookies akzeptieren' }).click();
    await area.getByRole('alert').waitFor();
    expect(await area.getByRole('alert').textContent()).toBe('Beim Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.');
    await context.clearCookies({ name: 'demo-fault' });
    await area.getByRole('button', { name: 'Erneut versuchen' }).click();
    await area.locator('.cmplz-consent-area h3').waitFor();
    expect(await area.getByRole('alert').count()).toBe(0);
  });

  it('the banner for a first-time visitor causes no layout shift', async () => {
    watched = await demo.open();
    await recordLayoutShifts(watched.page);
    await watched.page.goto(`${demo.shop.url}/`);
    await islandsSettled(watched.page);
    await banner(watched.page).waitFor();
    await watched.page.waitForTimeout(300);
    const shifts = await layoutShifts(watched.page);
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
  });
});
