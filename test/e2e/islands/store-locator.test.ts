/**
 * The store locator as a React island on the stores page: results nearest first with distances,
 * the newest search wins, an empty address is explained, hydration moves nothing, and the UI
 * comes from a framework root in a slot inside the host. Google stays out of reach (no consent):
 * the demo's own geocoder answers, as a site's `shopIslands.geocoder` would. Beside the map (Google
 * answered by the local fake): the radius circle, places, the visitor's location and failed searches.
 */
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
} from '../support/harness';
import * as mapPage from '../support/stores-page';

const demo = useShop();
const LITE = DIST_DIR.endsWith('lite');

describe('store locator (React island)', () => {
  async function visit(options: { viewport?: { width: number; height: number }; before?: (page: Page) => Promise<void> } = {}) {
    const watched = await demo.open({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      cookies: [...BANNER_DISMISSED, 'cmplz_marketing=deny', 'cmplz_statistics=deny', 'cmplz_preferences=deny'],
    });
    await options.before?.(watched.page);
    await watched.page.goto(`${demo.shop.url}/stores/`);
    await islandsSettled(watched.page);
    await watched.page.locator('[data-island="store-locator"][data-island-state="mounted"]').waitFor();
    return watched;
  }

  const locator = (page: Page) => page.locator('[data-island="store-locator"]');
  const results = (page: Page) => locator(page).locator('.si-locator__result');

  async function searchFor(page: Page, place: string, radius: string) {
    await page.getByLabel('Ort oder Postleitzahl').fill(place);
    await page.getByLabel('Umkreis').selectOption(radius);
    await locator(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  }

  const distances = async (page: Page) =>
    (await results(page).locator('.si-locator__distance').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );

  it('lists the stores around a place nearest first, with distances within the radius and directions', CONTRACT, async () => {
    const w = await visit();
    await searchFor(w.page, 'Hamburg', '100');
    await results(w.page).first().waitFor();
    expect(await results(w.page).first().locator('strong').textContent()).toBe('Hamburg');
    const numbers = await distances(w.page);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBeLessThanOrEqual(100);
    expect(await locator(w.page).getByRole('status').textContent()).toMatch(/^\d+ Filialen im Umkreis von 100 km um 20095 Hamburg/);
    expect(await results(w.page).first().getByRole('link', { name: 'Route planen' }).getAttribute('href')).toMatch(/destination=53\.55/);
    expect(w.errors).toEqual([]);
  });

  it('the newest search wins when an earlier one answers last', async () => {
    const w = await visit();
    const asked: string[] = [];
    // the store search for Köln (lat 50.9375) is held back until after the Hamburg one has answered
    await w.context.route(/admin-ajax\.php/, async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('get_ajax_store_loactor')) asked.push(new URLSearchParams(body).get('lat') ?? '');
      if (body.includes('get_ajax_store_loactor') && body.includes('lat=50.9375'))
        await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await searchFor(w.page, 'Köln', '50');
    await expect.poll(() => asked).toContain('50.9375');
    await searchFor(w.page, 'Hamburg', '50');
    await results(w.page).first().waitFor();
    expect(await results(w.page).first().locator('strong').textContent()).toBe('Hamburg');
    // the Köln reply arrives now and must change nothing
    await w.page.waitForTimeout(1800);
    expect(await results(w.page).locator('strong').allTextContents()).not.toContain('Köln');
    expect(await locator(w.page).getByRole('status').textContent()).toContain('20095 Hamburg');
    expect(asked).toEqual(['50.9375', '53.5511']);
  });

  it('an empty address asks for a location, in the alert, without asking the server', async () => {
    const w = await visit();
    await searchFor(w.page, '   ', '50');
    expect(await locator(w.page).getByRole('alert').textContent()).toBe('Bitte geben Sie einen Ort ein.');
    expect(w.requests.some((url) => url.includes('admin-ajax'))).toBe(false);
    expect(await w.page.getByLabel('Ort oder Postleitzahl').evaluate((input) => input === document.activeElement)).toBe(true);
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    it(`hydrating moves nothing on a ${name} (the printed form stays put, the map below does not jump)`, async () => {
      const w = await visit({
        viewport,
        before: async (page) => {
          await recordLayoutShifts(page);
          // where the form and the map are once parsed, before any island code runs
          await page.addInitScript(() => {
            document.addEventListener('readystatechange', () => {
              if (document.readyState !== 'interactive') return;
              const box = (selector: string) => JSON.stringify(document.querySelector(selector)!.getBoundingClientRect());
              (window as unknown as { __printedBoxes: string[] }).__printedBoxes = [box('form.si-locator'), box('.stores-map')];
            });
          });
        },
      });
      await w.page.waitForTimeout(300);
      const shifts = await layoutShifts(w.page, 'main');
      expect(shifts.afterParse.farthestPx, shifts.afterParse.shifted.join('\n')).toBeLessThan(1);
      const boxes = await w.page.evaluate(() => {
        const box = (selector: string) => JSON.stringify(document.querySelector(selector)!.getBoundingClientRect());
        return {
          printed: (window as unknown as { __printedBoxes: string[] }).__printedBoxes,
          mounted: [box('form.si-locator'), box('.stores-map')],
        };
      });
      expect(boxes.mounted).toEqual(boxes.printed);
    });

  it('renders its UI from a framework root in a slot inside the host, in the printed form', CONTRACT, async () => {
    const w = await visit();
    await searchFor(w.page, 'München', '25');
    await results(w.page).first().waitFor();
    const report = await locator(w.page).evaluate((host, lite) => {
      const isContainer = (element: Element) =>
        lite
          ? (element as unknown as { __k?: unknown }).__k != null
          : Object.keys(element).some((key) => key.startsWith('__reactContainer$'));
      const root = host.querySelector('[data-island-root]');
      return {
        hostIsRoot: host.hasAttribute('data-island-root'),
        rootIsContainer: root !== null && isContainer(root),
        rootInForm: root?.parentElement?.matches('form.si-locator') ?? false,
        resultsInRoot: root?.querySelectorAll('.si-locator__result').length ?? 0,
        statusInRoot: root?.querySelector('[role="status"]')?.textContent ?? '',
      };
    }, LITE);
    expect(report).toMatchObject({
      hostIsRoot: false,
      rootIsContainer: true,
      rootInForm: true,
      statusInRoot: expect.stringContaining('80331 München'),
    });
    expect(report.resultsInRoot).toBeGreaterThan(0);
  });
});

describe('store locator', () => {
  // the stores page as the map's tests open it: Google answered by the local fake once the map may load
  const { visit } = mapPage.storesPage(demo);
  const { map, results, searchFor } = mapPage;

  it('finds stores around a German city, nearest first, within the radius', CONTRACT, async () => {
    const w = await visit();
    expect(await w.page.getByLabel('Umkreis').inputValue()).toBe('50');
    await searchFor(w.page, 'Köln', '100');
    await results(w.page).first().waitFor();
    const names = await results(w.page).locator('strong').allTextContents();
    expect(names[0]).toBe('Köln');
    expect(names).toEqual(expect.arrayContaining(['Bonn', 'Düsseldorf']));
    expect(names).not.toContain('Berlin');
    const distances = await results(w.page).locator('.si-locator__distance').allTextContents();
    const numbers = distances.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBeLessThanOrEqual(100);
    expect(await w.page.locator('.si-locator__status').textContent()).toContain('Filialen im Umkreis von 100 km um 50667 Köln');
    expect(await results(w.page).first().getByRole('link', { name: 'Route planen' }).getAttribute('href')).toContain(
      'destination=50.9375,6.9603',
    );
  });

  it('with the map drawn, shows the radius circle and resets the zoom', async () => {
    const w = await visit({ marketing: 'allow' });
    await map(w.page).locator('.fake-map').waitFor();
    await searchFor(w.page, '20095', '25');
    await results(w.page).first().waitFor();
    const circle = map(w.page).locator('.fake-circle');
    await circle.waitFor({ state: 'attached' });
    expect(await circle.getAttribute('data-radius')).toBe('25000');
    expect(await circle.getAttribute('data-stroke-weight')).toBe('2');
    await w.page.getByRole('button', { name: 'Zurücksetzen' }).click();
    // The circle goes in the map's effect after the list re-renders, a frame later under Preact.
    await circle.waitFor({ state: 'detached' });
    expect(await results(w.page).count()).toBe(0);
  });

  it('an empty address asks for a location', async () => {
    const w = await visit();
    await w.page.locator('.si-locator').getByRole('button', { name: 'Suchen', exact: true }).click();
    expect(await w.page.locator('.si-locator__error').textContent()).toBe('Bitte geben Sie einen Ort ein.');
    expect(w.requests.some((url) => url.includes('get_ajax_store_loactor'))).toBe(false);
  });

  it('an unknown place is explained', async () => {
    const w = await visit();
    await searchFor(w.page, 'Atlantis', '50');
    await w.page.locator('.si-locator__error').getByText('Diesen Ort haben wir nicht gefunden').waitFor();
  });

  it('my location, granted, lists the stores around the visitor', async () => {
    const w = await visit({ geolocation: { latitude: 48.137, longitude: 11.575 } });
    await w.page.getByRole('button', { name: 'Mein Standort' }).click();
    await results(w.page).first().waitFor();
    expect(await results(w.page).first().locator('strong').textContent()).toBe('München');
  });

  it('my location, denied, says so', async () => {
    const w = await visit({ geolocation: 'denied' });
    await w.page.getByRole('button', { name: 'Mein Standort' }).click();
    await w.page.locator('.si-locator__error').getByText('Ihr Standort konnte nicht bestimmt werden.').waitFor();
  });

  it('a failing search explains itself and keeps the form', async () => {
    const w = await visit();
    await demo.setCookies(w, ['demo-fault=get_ajax_store_loactor:500']);
    await searchFor(w.page, 'Berlin', '50');
    await w.page.locator('.si-locator__error').getByText('Die Filialsuche hat gerade nicht geklappt').waitFor();
    expect(await w.page.getByLabel('Ort oder Postleitzahl').inputValue()).toBe('Berlin');
  });

  it('axe-core reports no violations on the stores page with results', async () => {
    const w = await visit();
    await searchFor(w.page, 'Hamburg', '50');
    await results(w.page).first().waitFor();
    expect(await axeViolations(w.page, 'main')).toEqual([]);
  });
});
