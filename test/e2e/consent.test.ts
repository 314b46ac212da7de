import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  BANNER_DISMISSED,
  chunkHolding,
  DIST_DIR,
  frameworkChunk,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  withConfig,
  type Watched,
} from './harness';

let watched: Watched;

const demo = useShop();

const FUNCTIONAL_COOKIE = /^(cmplz_|store_notice|woocommerce_|wp_woocommerce_session|wordpress_)/;
const banner = (page: Page) => page.locator('.si-consent');
/** A choice in the banner; the press may wait for the island's code (it hydrates on intent), so wait for the banner to close. */
async function choose(page: Page, name: 'Alle akzeptieren' | 'Ablehnen') {
  await banner(page).getByRole('button', { name }).click();
  await banner(page).waitFor({ state: 'detached' });
}
const cookieMap = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
const google = (watchedContext: Watched) => watchedContext.external.filter((url) => /google|youtube/.test(url));
const pixelRuns = (page: Page) => page.evaluate(() => (window as unknown as { __demoPixel?: number }).__demoPixel ?? 0);
const consentLog = () =>
  demo.shop.db.prepare('SELECT consenttype, categories, services FROM consent_log ORDER BY id').all() as Array<{
    consenttype: string;
    categories: string;
    services: string;
  }>;

/** The lite build renders with preact/compat, which keeps no `__reactContainer$` key. */
const REACT_BUILD = !/lite/.test(DIST_DIR);

/** The island's root element is its host or a slot inside it, and React rendered into it. */
async function expectReactRoot(page: Page, host: string) {
  const root = await page.locator(host).evaluate((element) => {
    const found = element.hasAttribute('data-island-root') ? element : element.querySelector('[data-island-root]');
    return found
      ? {
          inside: element.contains(found),
          react: Object.keys(found).some((key) => key.startsWith('__reactContainer$')),
          children: found.childElementCount,
        }
      : null;
  });
  expect(root).toMatchObject({ inside: true });
  expect(root!.children).toBeGreaterThan(0);
  if (REACT_BUILD) expect(root!.react).toBe(true);
}

async function open(path: string, options: BrowserContextOptions = {}) {
  watched = await demo.open(options);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

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

  it('both consent islands render from a React root on their host or a slot inside it', async () => {
    const { page } = await open('/blog/filterkaffee-richtig-bruehen/');
    await page.locator('.wp-block-embed__wrapper').scrollIntoViewIfNeeded();
    await page.locator('.wp-block-embed__wrapper .si-consent-placeholder').waitFor();
    await expectReactRoot(page, '.wp-block-embed__wrapper[data-island="consent-placeholder"]');
    // the footer button's press needs no island (its early module opens the banner): the island mounts when it is wanted
    await page.locator('.footer-links [data-island="manage-consent"]').dispatchEvent('si-island-wanted');
    await page.locator('.footer-links [data-island="manage-consent"][data-island-state="mounted"]').waitFor();
    await expectReactRoot(page, '.footer-links [data-island="manage-consent"]');
    // the printed embed is still the host's own
    expect(await page.locator('.wp-block-embed__wrapper > iframe[data-src-cmplz]').count()).toBe(1);
  });

  it('a placeholder accepts just its service', CONTRACT, async () => {
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
    // (Google's script, allowed now, is blocked by the test browser, not the page)
    expect(errors.filter((text) => !/ERR_BLOCKED_BY_CLIENT/.test(text))).toEqual([]);
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
    expect(await cookieMap(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'deny' });
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
    const { page, requests } = await open('/__lab/consent/');
    await choose(page, 'Ablehnen');
    // the choice was answered before the framework; what the press woke finishes loading on this page
    await page.waitForLoadState('networkidle');
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

describe('consent areas and layout', () => {
  it('a consent area loads its content once allowed, and explains a failed load with a retry', CONTRACT, async () => {
    const { page, context } = await open('/blog/filterkaffee-richtig-bruehen/');
    await demo.setCookies(watched, ['demo-fault=complianz/v1/consent-area:500']);
    const area = page.locator('.wp-block-complianz-consent-area');
    await area.scrollIntoViewIfNeeded();
    await area.getByRole('button', { name: 'Marketing-Cookies akzeptieren' }).click();
    await area.getByRole('alert').waitFor();
    expect(await area.getByRole('alert').textContent()).toBe(
      'Beim Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    );
    await context.clearCookies({ name: 'demo-fault' });
    await area.getByRole('button', { name: 'Erneut versuchen' }).click();
    await area.locator('.cmplz-consent-area h3').waitFor();
    expect(await area.getByRole('alert').count()).toBe(0);
  });

  it('the placeholders cause no layout shift when they mount, scrolled into view', async () => {
    watched = await demo.open({
      cookies: [...BANNER_DISMISSED, 'cmplz_marketing=deny', 'cmplz_statistics=deny', 'cmplz_preferences=deny', 'cmplz_functional=allow'],
    });
    await recordLayoutShifts(watched.page);
    await watched.page.goto(`${demo.shop.url}/blog/filterkaffee-richtig-bruehen/`);
    await islandsSettled(watched.page);
    for (const host of ['.wp-block-complianz-consent-area', '.wp-block-embed__wrapper']) {
      await watched.page.locator(host).scrollIntoViewIfNeeded();
      await watched.page.locator(`${host} .si-consent-placeholder`).waitFor();
    }
    await watched.page.waitForTimeout(300);
    const shifts = await layoutShifts(watched.page);
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
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
