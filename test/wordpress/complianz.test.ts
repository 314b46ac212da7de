/**
 * The real Complianz 7.2 active and configured next to the plugin (issue 29, point 2): fixtures/complianz.php
 * installs and configures it as its wizard would (EU opt-in, YouTube as a third-party service, a cookie
 * policy page, a banner with the owner's own message, labels and accept colour). Only requests with the
 * cookie `test_complianz` load Complianz (the test mu-plugin), so the other test files run without it.
 *
 * Every journey runs with Complianz's own script (the plugin off for the visitor) and with the islands:
 * the visitor must see the same banner, reopen it and withdraw consent on every page type, and be asked
 * again after a policy change.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, type Watched } from '../e2e/support/harness';
import { MODES, useBrowser, type Mode } from './journeys/shopper';
import { currentSite, wpPhp } from './site';

const browser = useBrowser();

interface Complianz {
  areaPost: number;
  linksPage: number;
  policyPage: number;
  socialPost: number;
  videoPost: number;
  bannerId: number;
  policyId: string;
}

const OWNER = {
  title: 'Ihre Privatsphäre',
  message: 'Wir verwenden Cookies für Statistik und eingebettete Videos. Sie entscheiden, was geladen wird.',
  accept: 'Alles erlauben',
  deny: 'Nur Notwendiges',
  preferences: 'Auswahl anpassen',
  acceptColor: 'rgb(10, 125, 50)',
  changedMessage: 'Wir haben unsere Cookie-Richtlinie geändert. Bitte wählen Sie erneut.',
};

const complianzStep = async (step: 'install' | 'policy-change' | 'tag-manager' | 'gtag-basic' | 'no-statistics-tool') =>
  JSON.parse(
    await wpPhp(readFileSync('test/wordpress/fixtures/complianz.php', 'utf8').replace(/^<\?php/, ''), {
      TEST_COMPLIANZ: '1',
      COMPLIANZ_STEP: step,
    }),
  ) as Complianz;

let complianz: Complianz;
beforeAll(async () => {
  complianz = await complianzStep('install');
}, 120_000);
// the other test files share the site: the post with its YouTube embed and the policy page go again
afterAll(async () => {
  await wpPhp(
    `wp_delete_post( ${complianz.videoPost}, true ); wp_delete_post( ${complianz.policyPage}, true ); wp_delete_post( ${complianz.linksPage}, true ); wp_delete_post( ${complianz.areaPost}, true ); wp_delete_post( ${complianz.socialPost}, true );`,
  );
});

/** A visitor of the site with Complianz active, in the given mode, with these cookies already set. */
async function visitor(mode: Mode, cookies: Array<{ name: string; value: string }> = []): Promise<Watched> {
  const site = currentSite();
  const watched = await openContext(browser());
  await watched.context.addCookies(
    [{ name: 'test_complianz', value: '1' }, ...(mode === 'woocommerce' ? [{ name: 'shop_islands_off', value: '1' }] : []), ...cookies].map(
      (cookie) => ({ ...cookie, url: site.url }),
    ),
  );
  return watched;
}

/** Cookies of a visitor who accepted everything under the current policy. */
const acceptedAll = () => [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: complianz.policyId },
  ...['functional', 'preferences', 'statistics', 'marketing'].map((category) => ({ name: `cmplz_${category}`, value: 'allow' })),
];

/** Cookies of a visitor who denied everything but the functional under the current policy. */
const deniedAll = () =>
  acceptedAll().map((cookie) => (/^cmplz_(statistics|marketing|preferences)$/.test(cookie.name) ? { ...cookie, value: 'deny' } : cookie));

const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;

/** The consent dialog the visitor sees (Complianz's or the island's): exactly one. */
async function visibleDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.first().waitFor({ state: 'visible', timeout: 20_000 });
  expect(await dialog.count()).toBe(1);
  return dialog;
}

/**
 * A press as a visitor makes it; Complianz's floating button rests mostly below the viewport's edge
 * (it slides up on hover), where a pointer cannot reach its centre: there it is pressed as a keyboard would.
 */
async function press(button: Locator): Promise<void> {
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  try {
    await button.click({ timeout: 3_000 });
  } catch {
    await button.focus();
    await button.press('Enter');
  }
}

describe('Complianz on the test site', () => {
  it('runs only for requests with the test switch', async () => {
    const { url } = currentSite();
    const page = (cookie: string) => fetch(`${url}/`, { headers: { cookie } }).then((response) => response.text());
    const withComplianz = await page('test_complianz=1; shop_islands_off=1');
    expect(withComplianz).toContain('var complianz = ');
    expect(withComplianz).toContain('<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner');
    expect(await page('shop_islands_off=1')).not.toContain('cmplz-cookiebanner');
    expect(await page('')).not.toContain('var complianz = ');
  });

  it("prints the owner's banner into the complianz global and no second banner when the islands run it", async () => {
    const { url } = currentSite();
    const html = await fetch(`${url}/`, { headers: { cookie: 'test_complianz=1' } }).then((response) => response.text());
    const global = JSON.parse(/var complianz = (\{.*?\});\n/.exec(html)?.[1] ?? 'null') as {
      current_policy_id: string;
      shop_islands_banner: {
        texts: Record<string, string>;
        messages: Record<string, unknown>;
        colors: Record<string, string>;
        hidden: string[];
      };
    };
    expect(global.current_policy_id).toBe(complianz.policyId);
    expect(global.shop_islands_banner.texts).toMatchObject({
      header: OWNER.title,
      message_optin: `${OWNER.message} Mehr in der Datenschutzerklärung.`,
      accept_optin: OWNER.accept,
      dismiss: OWNER.deny,
    });
    expect(global.shop_islands_banner.colors.button_accept_background_color).toBe('#0a7d32');
    expect(global.shop_islands_banner.messages.message_optin).toEqual([
      { text: `${OWNER.message} Mehr in der ` },
      { text: 'Datenschutzerklärung', href: '/datenschutz/' },
      { text: '.' },
    ]);
    // no Consent Mode, no WP Consent API, no consent per service: Complianz hides its preferences category
    expect(global.shop_islands_banner.hidden).toEqual(['preferences']);
    expect(html).toContain('<div id="cmplz-cookiebanner-container"></div>');
    expect(html).toMatch(
      /<div data-island="manage-consent" class="si-manage-consent-float"><button type="button" class="cmplz-btn cmplz-manage-consent">/,
    );
  });
});

describe("the plugin's Complianz filters", () => {
  it('take the banner texts as text: hidden ones empty, tags gone, line breaks kept, entities decoded', async () => {
    const texts = JSON.parse(
      await wpPhp(`echo wp_json_encode( array(
        shop_islands_complianz_text( array( 'text' => 'Titel', 'show' => false ) ),
        shop_islands_complianz_text( array( 'text' => 'Titel', 'show' => true ) ),
        shop_islands_complianz_text( 'Lies <a href="/x">das</a><br />und &amp; mehr<script>alert(1)</script>' ),
        shop_islands_complianz_text( array( 1, 2 ) ),
      ) );`),
    ) as string[];
    expect(texts).toEqual(['', 'Titel', 'Lies das\nund & mehr', '']);
  });

  it('make each blocked embed a consent-placeholder host once, and leave one printed inside a host alone', async () => {
    const html = await wpPhp(
      `echo shop_islands_complianz_blocked_content(
      '<p><iframe data-category="statistics" data-service="youtube" data-src-cmplz="https://www.youtube.com/embed/a" src="about:blank"></iframe></p>'
      . '<iframe data-category="evil" data-service="x&quot;y" data-src-cmplz="https://example.com/b" src="about:blank"></iframe>'
      . '<div data-island="consent-placeholder" data-category="marketing"><iframe data-category="marketing" data-src-cmplz="https://www.youtube.com/embed/c"></iframe></div>'
      . '<iframe src="https://example.com/not-blocked"></iframe>'
    );`,
      { TEST_COMPLIANZ: '1' },
    );
    expect(html).toContain(
      '<p><div data-island="consent-placeholder" data-category="statistics" data-service="youtube" data-service-name="YouTube"><iframe data-category="statistics"',
    );
    expect(html).toContain(
      '<div data-island="consent-placeholder" data-category="marketing" data-service="x&quot;y"><iframe data-category="evil"',
    );
    expect(html.match(/data-island="consent-placeholder"/g)).toHaveLength(3);
    expect(html).toContain('</div><iframe src="https://example.com/not-blocked"></iframe>');
  });

  it('make the markup Complianz marked for a placeholder a host, wrapped whole: a post’s blockquote, a timeline link, a widget with its blocked iframe, a blocked image’s wrapper', async () => {
    const html = await wpPhp(
      `echo shop_islands_complianz_blocked_content(
      '<blockquote class="instagram-media cmplz-placeholder-element" data-instgrm-permalink="https://www.instagram.com/p/x/" data-category="marketing" data-service="instagram"><div><p><a href="https://www.instagram.com/p/x/">Ein Beitrag</a></p></div></blockquote>'
      . '<a class="twitter-timeline cmplz-placeholder-element" href="https://twitter.com/x" data-category="marketing" data-service="twitter">Posts</a>'
      . '<div class="elementor-widget-video cmplz-placeholder-element" data-category="marketing" data-service="youtube"><div><iframe data-src-cmplz="https://www.youtube.com/embed/v" data-category="marketing" data-service="youtube" src="about:blank"></iframe></div></div>'
      . '<div class="cmplz-placeholder-parent"><img class="cmplz-image cmplz-placeholder-element" data-src-cmplz="https://maps.example/static.png" data-category="marketing" data-service="google-maps" src="/placeholder.jpg"></div>'
      . '<video class="cmplz-video cmplz-placeholder-element" data-category="marketing" data-service="vimeo"></video>'
      . '<div data-island="consent-placeholder" data-service="tiktok"><blockquote class="tiktok-embed cmplz-placeholder-element" data-category="marketing" data-service="tiktok"></blockquote></div>'
      . '<div class="fb-page" data-href="https://facebook.com/x"></div>'
    );`,
      { TEST_COMPLIANZ: '1' },
    );
    expect(html).toContain(
      '<div data-island="consent-placeholder" data-category="marketing" data-service="instagram" data-service-name="Instagram"><blockquote class="instagram-media cmplz-placeholder-element"',
    );
    expect(html).toContain(
      'Ein Beitrag</a></p></div></blockquote></div><div data-island="consent-placeholder" data-category="marketing" data-service="twitter"',
    );
    expect(html).toContain('>Posts</a></div>');
    // one host for the widget, none of its own for the iframe inside it
    expect(html).toContain(
      '<div data-island="consent-placeholder" data-category="marketing" data-service="youtube" data-service-name="YouTube"><div class="elementor-widget-video',
    );
    expect(html).toContain('src="about:blank"></iframe></div></div></div>');
    expect(html).toContain('<div data-island="consent-placeholder" data-category="marketing" data-service="google-maps"');
    expect(html).toContain('src="/placeholder.jpg"></div></div><video');
    expect(html.match(/data-island="consent-placeholder"/g)).toHaveLength(5);
    expect(html).toContain('<div data-island="consent-placeholder" data-service="tiktok"><blockquote');
    expect(html).toContain('<div class="fb-page" data-href="https://facebook.com/x"></div>');
  });
});

describe.each(MODES)('the banner the owner configured (%s)', (mode) => {
  it("a first visit shows the owner's title, message, labels and accept colour; deny is saved in Complianz's cookies", async () => {
    const { context, page, errors } = await visitor(mode);
    await page.goto(currentSite().url + '/');
    const dialog = await visibleDialog(page);
    await expect.poll(() => dialog.innerText()).toContain(OWNER.message);
    expect(await dialog.innerText()).toContain(OWNER.title);
    // the owner's link in the message is a link in both
    const link = dialog.locator('.si-consent__message a, .cmplz-message a');
    expect([await link.innerText(), await link.getAttribute('href')]).toEqual(['Datenschutzerklärung', '/datenschutz/']);
    const accept = dialog.getByRole('button', { name: OWNER.accept, exact: true });
    expect(await accept.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(OWNER.acceptColor);
    await dialog.getByRole('button', { name: OWNER.preferences, exact: true }).waitFor({ state: 'visible' });
    if (mode === 'islands') expect(await page.locator('#cmplz-cookiebanner-container [role="dialog"]').count()).toBe(0);
    await dialog.getByRole('button', { name: OWNER.deny, exact: true }).click();
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('deny');
    expect(await cookieValue(context, 'cmplz_statistics')).toBe('deny');
    expect(await cookieValue(context, 'cmplz_banner-status')).toBe('dismissed');
    expect(await cookieValue(context, 'cmplz_policy_id')).toBe(complianz.policyId);
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

const PAGE_TYPES: Array<[string, () => string]> = [
  ['the home page', () => '/'],
  ['the shop', () => '/shop/'],
  ['a product', () => `/?p=${currentSite().products.simple}`],
  ['the cart', () => '/cart/'],
  ['the checkout', () => '/checkout/'],
  ['a post', () => `/?p=${complianz.videoPost}`],
];

describe('the categories the owner shows', () => {
  it("the preferences list the categories Complianz's own banner lists (not the ones the site does not use)", async () => {
    const shown: Partial<Record<Mode, string[]>> = {};
    for (const mode of MODES) {
      const { context, page } = await visitor(mode);
      await page.goto(currentSite().url + '/');
      const dialog = await visibleDialog(page);
      await dialog.getByRole('button', { name: OWNER.preferences, exact: true }).click();
      const titles = dialog.locator(mode === 'islands' ? '.si-consent__category-name' : '.cmplz-category-title');
      await titles.first().waitFor({ state: 'visible' });
      shown[mode] = await titles.evaluateAll((elements) =>
        elements.filter((element) => element.checkVisibility()).map((element) => element.textContent?.trim() ?? ''),
      );
      await context.close();
    }
    expect(shown.islands).toEqual(shown.woocommerce);
    expect(shown.islands?.length).toBeGreaterThan(1);
  });
});

describe.each(MODES)('reopen and withdraw on every page type (%s)', (mode) => {
  it.each(PAGE_TYPES)('%s: the manage-consent button reopens the banner, deny withdraws', async (_name, path) => {
    const { context, page, errors } = await visitor(mode, acceptedAll());
    const site = currentSite();
    // the checkout needs something in the cart (WooCommerce sends an empty cart's visitor to the cart page)
    if (path().startsWith('/checkout')) await page.goto(`${site.url}/?add-to-cart=${site.products.simple}`);
    await page.goto(site.url + path());
    expect(await page.getByRole('dialog').count()).toBe(0);
    await press(page.locator('button.cmplz-manage-consent'));
    const dialog = await visibleDialog(page);
    await dialog.getByRole('button', { name: OWNER.deny, exact: true }).click();
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('deny');
    expect(await cookieValue(context, 'cmplz_statistics')).toBe('deny');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });

  it("the cookie policy: its consent area's toggles withdraw statistics and marketing", async () => {
    const { context, page, errors } = await visitor(mode, acceptedAll());
    await page.goto(`${currentSite().url}/?page_id=${complianz.policyPage}`);
    const area = page.locator('#cmplz-manage-consent-container');
    // the visitor scrolls to it (the island wakes when it comes into view)
    await area.scrollIntoViewIfNeeded();
    for (const category of ['statistics', 'marketing']) {
      const toggle = area.locator(`input[data-category="cmplz_${category}"]`).first();
      await toggle.waitFor({ state: 'attached', timeout: 20_000 });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      // a click as the visitor's (Playwright's own waits for a layout that Complianz's toggle styles keep moving)
      await toggle.dispatchEvent('click');
      await expect.poll(() => cookieValue(context, `cmplz_${category}`)).toBe('deny');
    }
    expect(await cookieValue(context, 'cmplz_functional')).toBe('allow');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a policy change asks again', () => {
  let before: string;
  it.each(MODES)('before the change, a visitor who chose sees no banner (%s)', async (mode) => {
    before = complianz.policyId;
    const { context, page } = await visitor(mode, acceptedAll());
    await page.goto(currentSite().url + '/');
    await page.locator('button.cmplz-manage-consent').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('the owner changes the banner: Complianz bumps its policy id', async () => {
    complianz = { ...complianz, ...(await complianzStep('policy-change')) };
    expect(complianz.policyId).not.toBe(before);
  });

  it.each(MODES)('a visitor with the old policy id sees the changed banner again (%s)', async (mode) => {
    const old = acceptedAll().map((cookie) => (cookie.name === 'cmplz_policy_id' ? { ...cookie, value: before } : cookie));
    const { context, page } = await visitor(mode, old);
    await page.goto(currentSite().url + '/');
    const dialog = await visibleDialog(page);
    await expect.poll(() => dialog.innerText()).toContain(OWNER.changedMessage);
    await dialog.getByRole('button', { name: OWNER.accept, exact: true }).click();
    await expect.poll(() => cookieValue(context, 'cmplz_policy_id')).toBe(complianz.policyId);
    await context.close();
  });
});

describe.each(MODES)('blocked content (%s)', (mode) => {
  it('a YouTube embed Complianz blocked shows an accept overlay; accepting loads the video', async () => {
    const { context, page, errors } = await visitor(mode, deniedAll());
    await page.goto(`${currentSite().url}/?p=${complianz.videoPost}`);
    const video = page.locator('.entry-content iframe').first();
    expect(await video.getAttribute('data-src-cmplz')).toContain('youtube.com/embed/');
    expect(await video.getAttribute('src')).not.toContain('youtube');
    const accept = page.locator('.entry-content button').first();
    await accept.waitFor({ state: 'visible', timeout: 20_000 });
    await accept.click();
    await expect.poll(() => video.getAttribute('src'), { timeout: 20_000 }).toContain('youtube.com/embed/dQw4w9WgXcQ');
    // without consent per service, the placeholder accepts its category, as Complianz's does
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('allow');
    if (mode === 'islands') {
      expect(await page.locator('[data-island="consent-placeholder"] iframe').count()).toBe(1);
      expect(errors).toEqual([]);
    }
    await context.close();
  });

  it('an Instagram post Complianz blocked (its script, a placeholder on its markup) shows an accept notice; accepting runs Instagram’s script', async () => {
    const { context, page, errors } = await visitor(mode, deniedAll());
    // Instagram's script, which the test browser cannot fetch: one that says it ran
    await context.route(/instagram\.com\/embed\.js/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.instagramRan = true;' }),
    );
    await page.goto(`${currentSite().url}/?p=${complianz.socialPost}`);
    const post = page.locator('.entry-content blockquote.instagram-media');
    expect(await post.getAttribute('class')).toContain('cmplz-placeholder-element');
    const accept = page.locator('.entry-content button').first();
    await accept.waitFor({ state: 'visible', timeout: 20_000 });
    const instagramRan = () => page.evaluate(() => (window as unknown as { instagramRan?: boolean }).instagramRan === true);
    expect(await instagramRan()).toBe(false);
    await accept.click();
    await expect.poll(instagramRan, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('allow');
    if (mode === 'islands') {
      expect(await page.locator('[data-island="consent-placeholder"][data-service="instagram"] > blockquote.instagram-media').count()).toBe(
        1,
      );
      await accept.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    }
    await context.close();
  });
});

/** The gtag calls on the page's dataLayer: `consent:<default|update>:<analytics_storage>` and `config:<id>`. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((call) => call[0] === 'consent' || call[0] === 'config')
      .map((call) =>
        call[0] === 'config'
          ? `config:${String(call[1])}`
          : `consent:${String(call[1])}:${String((call[2] as Record<string, string>).analytics_storage)}`,
      ),
  );

/** The owner's statistics tool for the enclosing block, configured through Complianz, and none again after it. */
function usingStatisticsTool(step: 'tag-manager' | 'gtag-basic') {
  beforeAll(async () => {
    complianz = { ...complianz, ...(await complianzStep(step)) };
  }, 60_000);
  afterAll(async () => {
    complianz = { ...complianz, ...(await complianzStep('no-statistics-tool')) };
  }, 60_000);
}

/**
 * The owner's statistics are Google Tag Manager with Consent Mode, set up through Complianz: its head
 * snippet (templates/statistics/google-tag-manager-consent-mode.js) sets Consent Mode's defaults,
 * updates them on `cmplz_fire_categories` with `cmplz_in_array`, and loads gtm.js on
 * `cmplz_cookie_warning_loaded`, all from complianz.js. With the islands the same must happen.
 */
describe.each(MODES)("Complianz's Tag Manager snippet with Consent Mode (%s)", (mode) => {
  usingStatisticsTool('tag-manager');

  it('Tag Manager loads on a first visit, with every signal denied until the visitor accepts, then granted', async () => {
    const { context, page, errors } = await visitor(mode);
    const tagManager: string[] = [];
    await context.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, async (route) => {
      tagManager.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' });
    });
    await page.goto(currentSite().url + '/');
    const dialog = await visibleDialog(page);
    await expect.poll(() => page.evaluate(() => (window as { tagManagerRan?: boolean }).tagManagerRan === true)).toBe(true);
    expect(tagManager).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-SHOPTEST']);
    const consent = async () => (await gtagCalls(page)).filter((call) => call.startsWith('consent:'));
    expect(await consent()).toContain('consent:default:denied');
    expect((await consent()).filter((call) => call.endsWith(':granted'))).toEqual([]);
    await dialog.getByRole('button', { name: OWNER.accept, exact: true }).click();
    await expect.poll(async () => (await consent()).at(-1)).toBe('consent:update:granted');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Google Analytics with Consent Mode's basic implementation, set up through Complianz: its snippet
 * (templates/statistics/gtag-consent-mode-basic.js) updates Consent Mode and configures Analytics only
 * on `cmplz_before_categories_consent`, which complianz.js fires at page start, on accept all and on
 * saved preferences. With the islands the same must happen.
 */
describe.each(MODES)("Complianz's Google Analytics snippet with basic Consent Mode (%s)", (mode) => {
  usingStatisticsTool('gtag-basic');

  it('Analytics is configured once the visitor accepts, and on the pages after at once; denied until then', async () => {
    const { context, page, errors } = await visitor(mode);
    await context.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.gtagRan = true;' }),
    );
    const calls = () => gtagCalls(page);
    await page.goto(currentSite().url + '/');
    const dialog = await visibleDialog(page);
    expect(await calls()).toContain('consent:default:denied');
    expect((await calls()).filter((call) => call.startsWith('config') || call.endsWith(':granted'))).toEqual([]);
    await dialog.getByRole('button', { name: OWNER.accept, exact: true }).click();
    await expect.poll(calls).toEqual(expect.arrayContaining(['consent:update:granted', 'config:G-SHOPTEST']));
    await page.goto(currentSite().url + '/?p=' + complianz.videoPost);
    await expect.poll(calls).toEqual(expect.arrayContaining(['consent:update:granted', 'config:G-SHOPTEST']));
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(MODES)('code attached to Complianz’s script, as its integrations attach theirs (%s)', (mode) => {
  it('runs, and hears the categories and the allowed scripts having run', async () => {
    const { context, page, errors } = await visitor(mode, [{ name: 'test_complianz_integration', value: '1' }]);
    await page.goto(currentSite().url + '/');
    const dialog = await visibleDialog(page);
    const heard = () => page.evaluate(() => (window as { integrationHeard?: string[] }).integrationHeard);
    await expect.poll(heard).toContain('marketing:false');
    await dialog.getByRole('button', { name: OWNER.accept, exact: true }).click();
    await expect.poll(heard).toContain('scripts:marketing');
    expect(await heard()).toContain('marketing:true');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(MODES)('Complianz’s accept and revoke links in a page (%s)', (mode) => {
  it('show the status, accept marketing, and withdraw it again', async () => {
    const { context, page, errors } = await visitor(mode, deniedAll());
    await page.goto(`${currentSite().url}/?page_id=${complianz.linksPage}`);
    const revoke = page.locator('button.cmplz-revoke-custom');
    await page.locator('.cmplz-status-denied').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await revoke.isDisabled()).toBe(true);
    await page.locator('.cmplz-accept a').click();
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('allow');
    await page.locator('.cmplz-status-accepted').waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => revoke.isDisabled()).toBe(false);
    await revoke.click();
    await expect.poll(() => cookieValue(context, 'cmplz_marketing')).toBe('deny');
    // withdrawing marketing reloads the page: it shows the status again
    await page.locator('.cmplz-status-denied').waitFor({ state: 'visible', timeout: 20_000 });
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(MODES)('content Complianz shows only with consent, loaded in the browser (%s)', (mode) => {
  it('its placeholder accepts on a click and the content comes in its place', async () => {
    const { context, page, errors } = await visitor(mode, deniedAll());
    await page.goto(`${currentSite().url}/?p=${complianz.areaPost}`);
    const placeholder = page.getByText('Karte laden');
    await placeholder.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.roastery-map').count()).toBe(0);
    if (mode === 'islands') await page.locator('[data-island="consent-placeholder"][data-island-state="mounted"]').waitFor();
    await placeholder.click();
    await page.locator('.roastery-map').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.roastery-map').innerText()).toBe('Unsere Rösterei-Karte');
    expect(await placeholder.isVisible()).toBe(false);
    await expect.poll(() => cookieValue(context, 'cmplz_consented_services')).toContain('general');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });

  it('a click on its placeholder while the page’s code is still on its way is not lost', async () => {
    const { context, page, errors } = await visitor(mode, deniedAll());
    // the island's code comes late (a slow phone's connection): the click lands before it is there
    if (mode === 'islands')
      await page.route(/\/islands\/consent-placeholder-[\w-]+\.js/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    await page.goto(`${currentSite().url}/?p=${complianz.areaPost}`);
    const placeholder = page.getByText('Karte laden');
    await placeholder.waitFor({ state: 'visible', timeout: 20_000 });
    if (mode === 'islands') expect(await page.locator('[data-island="consent-placeholder"][data-island-state="mounted"]').count()).toBe(0);
    await placeholder.click();
    await page.locator('.roastery-map').waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => cookieValue(context, 'cmplz_consented_services')).toContain('general');
    if (mode === 'islands') expect(errors).toEqual([]);
    await context.close();
  });
});
