/**
 * The consent banner and the consent it stores: what a visitor who has not chosen gets, accept and
 * deny, other regions and signals (US opt-out, Global Privacy Control, bots), the banner painted
 * before its island's code, its keyboard use and accessibility, and what it costs a returning visitor.
 */
import { describe, expect, it } from 'vitest';
import { banner, choiceSaved, choose, consentVisitor, cookieMap, google, pixelRuns } from '../support/consent';
import {
  CONTRACT,
  axeViolations,
  chunkHolding,
  frameworkChunk,
  islandsSettled,
  layoutShifts,
  networkQuiet,
  recordLayoutShifts,
  useShop,
  withConfig,
  type Watched,
} from '../support/harness';

let watched: Watched;

const demo = useShop();
const open = consentVisitor(demo, (opened) => (watched = opened));

const FUNCTIONAL_COOKIE = /^(cmplz_|store_notice|woocommerce_|wp_woocommerce_session|wordpress_)/;
const consentLog = () =>
  demo.shop.db.prepare('SELECT consenttype, categories, services FROM consent_log ORDER BY id').all() as Array<{
    consenttype: string;
    categories: string;
    services: string;
  }>;

describe('opt-in region (EU)', () => {
  it('a visitor who has not chosen gets the banner, only functional cookies, and nothing from Google or the pixel', CONTRACT, async () => {
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

  it('accept all unblocks the blocked script, the pixel and the embed, and logs the consent', CONTRACT, async () => {
    const { page, context } = await open('/blog/die-perfekte-crema/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => google(watched).length).toBeGreaterThanOrEqual(2);
    expect(google(watched).some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
    expect(google(watched).some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await expect.poll(() => pixelRuns(page)).toBe(1);
    const cookies = await cookieMap(context);
    expect(cookies).toMatchObject({
      cmplz_marketing: 'allow',
      cmplz_statistics: 'allow',
      cmplz_preferences: 'allow',
      'cmplz_banner-status': 'dismissed',
      cmplz_policy_id: '11',
    });
    expect(cookies._demo_pixel).toBeDefined();
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('.si-consent-placeholder').isHidden()).toBe(true);
    await expect.poll(() => consentLog().at(-1)?.categories).toBe('["functional","preferences","statistics","marketing"]');
  });

  it('deny sets every category to deny and does not reload when nothing had been allowed', async () => {
    const { page, context } = await open('/');
    let loads = 0;
    page.on('load', () => loads++);
    await choose(page, 'Ablehnen');
    await page.waitForTimeout(900);
    expect(loads).toBe(0);
    expect(await cookieMap(context)).toMatchObject({
      cmplz_marketing: 'deny',
      cmplz_statistics: 'deny',
      cmplz_preferences: 'deny',
      cmplz_functional: 'allow',
    });
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
    await choose(page, 'Alle akzeptieren');
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
});

describe('the plugin’s consent feature off (shopIslands.consent = false): Complianz runs the banner', () => {
  it('the loader only follows Complianz’s cookies and events: no banner of its own, no consent log, nothing unblocked', async () => {
    watched = await demo.open();
    await withConfig(watched, { consent: false });
    const { page } = watched;
    const logged = consentLog().length;
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++;
    });
    await page.goto(demo.shop.url + '/blog/die-perfekte-crema/');
    await islandsSettled(page);
    const allowed = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { shopIslandsConsent: { getSnapshot(): { allowed: Record<string, boolean> } } }
          ).shopIslandsConsent.getSnapshot().allowed.marketing,
      );
    await page.waitForTimeout(500);
    expect(await banner(page).count()).toBe(0);
    expect(await allowed()).toBe(false);
    // what Complianz's own script does on "accept": its cookie, then its event
    await page.evaluate(() => {
      document.cookie = 'cmplz_marketing=allow; path=/';
      document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: 'marketing', value: 'allow' } }));
    });
    expect(await allowed()).toBe(true);
    await page.waitForTimeout(800);
    // unblocking, logging and reloading stay Complianz's
    expect(await pixelRuns(page)).toBe(0);
    expect(consentLog()).toHaveLength(logged);
    expect(reloads).toBe(1);
    expect(watched.errors).toEqual([]);
  });
});

describe('the banner request (geo-IP)', () => {
  it('carries the printed locale, a token and the page’s cmplz_user_region as Complianz sends them', async () => {
    demo.shop.db.prepare("INSERT OR REPLACE INTO site_options (name, value) VALUES ('cmplz_geoip', '1')").run();
    try {
      watched = await demo.open();
      const asked = watched.page.waitForRequest(/\/complianz\/v1\/banner/, { timeout: 10_000 });
      await watched.page.goto(`${demo.shop.url}/?cmplz_user_region=us`);
      const request = await asked;
      expect(new URL(request.url()).search).toMatch(/^\?lang=de&locale=de_DE&token=[a-z]{1,5}&cmplz_user_region=us$/);
      expect(await (await request.response())?.json()).toMatchObject({ consenttype: 'optout', region: 'us' });
      await banner(watched.page).waitFor();
      await expect.poll(() => pixelRuns(watched.page)).toBe(1);
    } finally {
      demo.shop.db.prepare("DELETE FROM site_options WHERE name = 'cmplz_geoip'").run();
    }
  });
});

describe('other regions and signals', () => {
  it('opt-out (US): banner shown, defaults allowed, dismissed by scrolling past 400 px', async () => {
    const { page, context } = await open('/shop/?cmplz_user_region=us');
    await banner(page).waitFor();
    await expect.poll(() => pixelRuns(page)).toBe(1);
    await page.mouse.wheel(0, 600);
    await banner(page).waitFor({ state: 'detached' });
    await choiceSaved(context);
  });

  it('other region: no banner, everything allowed and written as complianz.js accepts all there', async () => {
    const { page, context } = await open('/?cmplz_user_region=other');
    await expect.poll(() => pixelRuns(page)).toBe(1);
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-island-state')).toBe('pending');
    await expect.poll(async () => (await cookieMap(context)).cmplz_marketing).toBe('allow');
    expect(await cookieMap(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_preferences: 'allow' });
    expect((await cookieMap(context))['cmplz_banner-status']).toBeUndefined();
    // the visit is logged as complianz.js logs it where no consent is asked
    await expect.poll(() => consentLog().at(-1)?.categories).toBe('["no_warning"]');
    expect(consentLog().at(-1)?.consenttype).toBe('other');
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
    // as complianz.js logs it: the status for the categories
    await expect.poll(() => consentLog().at(-1)?.categories).toBe('["do_not_track"]');
    expect(consentLog().at(-1)?.consenttype).toBe('optin');
  });

  it('a person whose phone model contains "bot" (Cubot) gets the banner; the crawler list loads only for a visitor without consent cookies', async () => {
    const { page, requests } = await open('/', {
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    });
    await banner(page).waitFor();
    expect(google(watched)).toEqual([]);
    expect(requests.filter((url) => url.endsWith('/consent-crawlers.js'))).toHaveLength(1);
    await choose(page, 'Ablehnen');
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
  it('can be read, operated and closed with the keyboard alone', CONTRACT, async () => {
    const { page, context } = await open('/');
    await banner(page).waitFor();
    // focus starts on the banner's heading
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.si-consent') !== null)).toBe(true);
    const focusOn = async (name: string) => {
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(
          () => document.activeElement?.textContent?.trim() || document.activeElement?.closest('label')?.textContent?.trim() || '',
        );
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
    await expect.poll(() => cookieMap(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'deny' });
  });

  it('axe-core finds no violations in the banner, in both views', CONTRACT, async () => {
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
        return {
          background: computed.backgroundColor,
          color: computed.color,
          font: computed.fontSize + computed.fontWeight,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
    expect(await style('Ablehnen')).toEqual(await style('Alle akzeptieren'));
  });

  it(
    'a first visitor’s banner is painted without React, which accept and deny never load; the preferences load it, the press counts',
    CONTRACT,
    async () => {
      for (const name of ['Alle akzeptieren', 'Ablehnen'] as const) {
        const { page, context, requests } = await open('/');
        await banner(page).waitFor();
        await page.waitForTimeout(300);
        const react = frameworkChunk();
        const framework = () => requests.filter((url) => url.endsWith(`/${react}`) || /\/islands\/consent-banner-[A-Z0-9]+\.js$/.test(url));
        expect(framework()).toEqual([]);
        // the paint moved focus to the heading, as the island does when it opens; that is not intent
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('si-consent-title');
        // the pointer over the banner, the press: answered by the paint, in the frame of the press
        await choose(page, name);
        expect(await cookieMap(context)).toMatchObject({
          cmplz_marketing: name === 'Alle akzeptieren' ? 'allow' : 'deny',
          'cmplz_banner-status': 'dismissed',
        });
        await page.waitForTimeout(500);
        // the banner's island never loaded (the framework may load for what the pointer is over once the banner is gone,
        // or what the accept unblocks: the home page's Instagram feed)
        expect(framework().filter((url) => !url.endsWith(`/${react}`))).toEqual([]);
        await context.close();
      }
      const { page, requests } = await open('/');
      await banner(page).waitFor();
      await banner(page).getByRole('button', { name: 'Einstellungen', exact: true }).click();
      // the press that loaded the island is the island's: its preferences open
      await banner(page).getByRole('button', { name: 'Auswahl speichern' }).waitFor();
      expect(requests.some((url) => url.endsWith(`/${frameworkChunk()}`))).toBe(true);
      expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-island-state')).toBe('mounted');
    },
  );

  it('accept and deny are answered at once by the paint, before the island’s code arrives', async () => {
    for (const [name, value] of [
      ['Alle akzeptieren', 'allow'],
      ['Ablehnen', 'deny'],
    ] as const) {
      const { page, context } = await open('/');
      const held = chunkHolding(/widgets\/consent-banner\/index\.tsx$/);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await context.route(`**/${held}`, async (route) => {
        await released;
        await route.continue();
      });
      await banner(page).waitFor();
      await choose(page, name);
      expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: value, 'cmplz_banner-status': 'dismissed' });
      expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-island-state')).not.toBe('mounted');
      // nothing of the island's is needed for it: it does not load, and the banner stays closed
      release();
      await page.waitForTimeout(300);
      expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-island-state')).not.toBe('mounted');
      expect(await banner(page).count()).toBe(0);
      await context.close();
    }
  });

  it('a returning visitor loads neither the banner’s code, its texts nor React for consent', async () => {
    const { page, context, requests } = await open('/__lab/consent/');
    await choose(page, 'Ablehnen');
    // the choice was answered before the framework; what the press woke finishes loading on this page
    await networkQuiet(context);
    const react = frameworkChunk();
    const bannerTexts = chunkHolding(/src\/consent\/messages\.ts$/);
    requests.length = 0;
    await page.reload();
    await islandsSettled(page);
    await page.waitForTimeout(300);
    // the manage-consent button hydrates on intent: nothing of it loads for a visitor who does not reach for it
    expect(
      requests.filter(
        (url) => /\/islands\/(consent-banner|manage-consent)-/.test(url) || url.endsWith(`/${react}`) || url.endsWith(`/${bannerTexts}`),
      ),
    ).toEqual([]);
    // asking for the banner opens it, painted without the framework: the press is answered by the button's early module
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await banner(page).waitFor();
    await page.waitForTimeout(300);
    expect(requests.filter((url) => /\/islands\/manage-consent-[A-Z0-9]{8}\.js$/.test(url) || url.endsWith(`/${react}`))).toEqual([]);
    expect(requests.some((url) => /\/islands\/manage-consent-early-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
  });
});

describe('layout and styles', () => {
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

  it('a banner stylesheet that fails to load falls back to the built-in styles with one warning', async () => {
    const watched = await demo.open();
    const warnings: string[] = [];
    watched.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withConfig(watched, { consentStylesheet: '/wp-content/uploads/complianz/css/missing.css' });
    await watched.page.goto(`${demo.shop.url}/`);
    await islandsSettled(watched.page);
    await watched.page.locator('.si-consent').waitFor();
    await expect.poll(() => watched.page.locator('.si-consent').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(warnings.filter((warning) => warning.includes('consent banner stylesheet'))).toHaveLength(1);
  });
});
