/**
 * Consent placeholders: an embed held back until its service or marketing is allowed, sized like the
 * embed, and the Complianz consent areas that load their content once allowed.
 */
import { describe, expect, it } from 'vitest';
import { banner, consentVisitor, cookieMap, expectReactRoot, google, pixelRuns } from '../support/consent';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, layoutShifts, recordLayoutShifts, useShop, type Watched } from '../support/harness';

let watched: Watched;

const demo = useShop();
const open = consentVisitor(demo, (opened) => (watched = opened));

describe('embeds under consent', () => {
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

  it('the video stays blocked, sized like the embed, until marketing is allowed; then it loads with its fix-ups', CONTRACT, async () => {
    const watched = await demo.open();
    const page = watched.page;
    await page.goto(`${demo.shop.url}/blog/die-perfekte-crema/`);
    await islandsSettled(page);
    const wrapper = page.locator('.wp-block-embed__wrapper');
    await wrapper.scrollIntoViewIfNeeded();
    await page.locator('.si-consent-placeholder').waitFor();
    const blocked = await wrapper.boundingBox();
    expect(blocked!.height).toBeGreaterThan(100);
    expect(Math.abs(blocked!.width / blocked!.height - 16 / 9)).toBeLessThan(0.02);
    expect(await page.locator('iframe[data-service="youtube"]').getAttribute('src')).toBeNull();
    expect(watched.external.filter((url) => url.includes('youtube'))).toEqual([]);
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    await page.locator('.si-consent').getByRole('checkbox', { name: 'Marketing' }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => page.locator('iframe[data-service="youtube"]').getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await page.locator('iframe[data-si-embed-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('iframe[data-service="youtube"]').getAttribute('loading')).toBe('lazy');
    const loaded = await wrapper.boundingBox();
    expect(Math.round(loaded!.height)).toBe(Math.round(blocked!.height));
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
});
