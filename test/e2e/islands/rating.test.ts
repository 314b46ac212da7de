import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  BANNER_DISMISSED,
  DIST_DIR,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  withConfig,
} from '../support/harness';

let visitor = 10;

const demo = useShop();

/** Each test votes as its own visitor: the server allows one vote per IP, as the plugin does. */
async function openPost(slug: string, options: { cookies?: Array<{ name: string; value: string }>; timeoutMs?: number } = {}) {
  const watched = await demo.open({
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${visitor++}` },
    cookies: [...BANNER_DISMISSED, ...(options.cookies ?? [])],
  });
  if (options.timeoutMs) await withConfig(watched, { requestTimeoutMs: options.timeoutMs });
  await watched.page.goto(`${demo.shop.url}/blog/${slug}/`);
  await islandsSettled(watched.page);
  const widget = watched.page.locator('[data-island="rating"]');
  await widget.scrollIntoViewIfNeeded();
  await watched.page.locator('[data-island="rating"][data-island-state="mounted"]').waitFor();
  return { page: watched.page, widget, watched };
}

const star = (page: Page, n: number) => page.getByRole('radio', { name: `${n} von 5` });
const status = (page: Page) => page.locator('[data-island="rating"] [role="status"]');
const alert = (page: Page) => page.locator('[data-island="rating"] [role="alert"]');
const votes = (postId: number) =>
  (demo.shop.db.prepare('SELECT COUNT(*) AS count FROM rmp_ratings WHERE post_id = ?').get(postId) as { count: number }).count;

describe('rating a post', () => {
  it('with the mouse: the vote is stored, thanks and share links shown, results updated', CONTRACT, async () => {
    const { page, widget, watched } = await openPost('kaffeebohnen-lagern');
    const before = votes(8);
    await star(page, 5).click();
    await status(page).filter({ hasText: 'Danke für Ihre Bewertung!' }).waitFor();
    expect(votes(8)).toBe(before + 1);
    expect(await widget.locator('.si-rating__results').textContent()).toMatch(/Anzahl Bewertungen: \d+/);
    expect(await widget.getByRole('navigation', { name: 'Beitrag teilen' }).getByRole('link').count()).toBe(4);
    expect(watched.errors).toEqual([]);
  });

  it('with the keyboard, and a reload shows the lock', CONTRACT, async () => {
    const { page, watched } = await openPost('die-perfekte-crema');
    await star(page, 1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await star(page, 4).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('4 von 5');
    await page.keyboard.press('Enter');
    await status(page).filter({ hasText: 'Danke für Ihre Bewertung!' }).waitFor();
    const cookie = (await watched.context.cookies()).find((candidate) => candidate.name === 'rmp-rate');
    expect(decodeURIComponent(cookie!.value)).toBe('6');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(19 * 86400);
    await page.reload();
    await islandsSettled(page);
    await page.locator('[data-island="rating"]').scrollIntoViewIfNeeded();
    await status(page).filter({ hasText: 'Danke für Ihre Bewertung!' }).waitFor();
    expect(await star(page, 3).getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('[data-island="rating"] .si-rating__results').textContent()).toContain('Anzahl Bewertungen');
  });

  it('a low rating asks for feedback, which reaches the server', CONTRACT, async () => {
    const { page, widget } = await openPost('filterkaffee-richtig-bruehen');
    await star(page, 2).click();
    const box = widget.getByLabel(/Wie können wir ihn verbessern/);
    await box.waitFor();
    await widget.getByRole('button', { name: 'Feedback senden' }).click();
    expect(await alert(page).textContent()).toBe('Bitte geben Sie Ihr Feedback in das Feld oben ein!');
    await box.fill('Mehr Bilder, bitte & <b>Beispiele</b>');
    await widget.getByRole('button', { name: 'Feedback senden' }).click();
    await status(page).filter({ hasText: 'Danke für Ihr Feedback!' }).waitFor();
    const stored = demo.shop.db.prepare('SELECT feedback FROM rmp_feedback ORDER BY id DESC LIMIT 1').get() as { feedback: string };
    expect(stored.feedback).toBe('Mehr Bilder, bitte & <b>Beispiele</b>');
  });

  it.each([
    ['500', 'Beim Shop ist ein Fehler aufgetreten'],
    ['malformed', 'Die Antwort des Shops war nicht lesbar'],
    ['timeout', 'Der Shop hat zu lange nicht geantwortet'],
  ])('a %s reply shows a message and leaves the stars usable', async (kind, message) => {
    const { page, watched: current } = await openPost('kaffeebohnen-lagern', {
      cookies: [{ name: 'demo-fault', value: `process_rating:${kind}` }],
      timeoutMs: 1500,
    });
    await star(page, 4).click();
    await alert(page).filter({ hasText: message }).waitFor({ timeout: 30_000 });
    expect(await star(page, 4).getAttribute('aria-checked')).toBe('false');
    await current.context.clearCookies({ name: 'demo-fault' });
    await star(page, 4).click();
    await status(page).filter({ hasText: 'Danke für Ihre Bewertung!' }).waitFor();
    expect(await alert(page).textContent()).toBe('');
  });

  it('shows a hostile error message as text', async () => {
    const { page } = await openPost('kaffeebohnen-lagern');
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: JSON.stringify({
          voteCount: false,
          avgRating: false,
          errorMsg: ['<img src=x onerror="window.__xss=1">Fehler'],
          token: '-1',
          id: '-1',
        }),
      }),
    );
    await star(page, 3).click();
    await alert(page).filter({ hasText: '<img src=x' }).waitFor();
    expect(await page.locator('[data-island="rating"] img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('axe-core reports no violations on a post page', async () => {
    const { page } = await openPost('die-perfekte-crema');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('mounting over Rate My Post’s printed widget', () => {
  // the stars, hint and messages must fit the box the printed heading and results took
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 600 }],
  ] as const)
    it(`moves nothing when it hydrates below the fold, scrolled into view (${name})`, async () => {
      const watched = await demo.open({
        viewport,
        extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${visitor++}` },
        cookies: BANNER_DISMISSED,
      });
      const { page } = watched;
      await recordLayoutShifts(page);
      await page.goto(`${demo.shop.url}/blog/die-perfekte-crema/`);
      await islandsSettled(page);
      const host = page.locator('[data-island="rating"]');
      // below the fold and not hydrated yet: it hydrates when it becomes visible
      expect(await host.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(viewport.height);
      expect(await host.getAttribute('data-island-state')).toBe('pending');
      const printed = await host.evaluate((element) => element.getBoundingClientRect().height);
      const before = await layoutShifts(page);

      // centred in the viewport, with the footer below it in view too
      await host.scrollIntoViewIfNeeded();
      await page.locator('[data-island="rating"][data-island-state="mounted"] [role="radiogroup"]').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(300);

      const after = await layoutShifts(page);
      expect(after.score - before.score).toBe(0);
      expect(after.shifted).toEqual(before.shifted);
      expect(await host.evaluate((element) => element.getBoundingClientRect().height)).toBe(printed);
      // it was in view while it hydrated, so a move would have counted
      expect(await host.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(viewport.height);
      expect(await star(page, 5).isVisible()).toBe(true);
      expect(watched.errors).toEqual([]);
    });
});

describe.skipIf(DIST_DIR.endsWith('lite'))('rendered by React (default build)', () => {
  it('the rating UI comes from a React root on its host', async () => {
    const { page } = await openPost('die-perfekte-crema');
    const root = page.locator('[data-island="rating"][data-island-root]');
    expect(await root.count()).toBe(1);
    expect(await root.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
    expect(await root.locator('[role="radiogroup"] [role="radio"]').count()).toBe(5);
  });
});
