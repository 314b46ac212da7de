import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, BANNER_DISMISSED, islandsSettled, useShop, type Watched } from './harness';

const demo = useShop();

const FAKE_MAPS = readFileSync('test/fakes/google-maps.js', 'utf8');
const GOOGLE_MAPS = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;

interface Options {
  marketing?: 'allow' | 'deny';
  googleDown?: boolean;
  geolocation?: { latitude: number; longitude: number } | 'denied';
  viewport?: { width: number; height: number };
}

async function visit(options: Options = {}) {
  const geolocation = options.geolocation && options.geolocation !== 'denied' ? options.geolocation : undefined;
  const watched = await demo.open({
    ...(options.viewport ? { viewport: options.viewport } : { viewport: { width: 1280, height: 900 } }),
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
    cookies: [...BANNER_DISMISSED, `cmplz_marketing=${options.marketing ?? 'deny'}`, 'cmplz_statistics=deny', 'cmplz_preferences=deny'],
  });
  // Google is out of reach: its script is answered by the local fake (or not at all)
  await watched.context.route(GOOGLE_MAPS, (route) =>
    options.googleDown ? route.abort('internetdisconnected') : route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MAPS }),
  );
  await watched.page.goto(`${demo.shop.url}/stores/`);
  await islandsSettled(watched.page);
  return watched;
}

const googleRequests = (w: Watched) => w.requests.filter((url) => GOOGLE_MAPS.test(url));
const map = (page: Page) => page.locator('#wd-map2');
const results = (page: Page) => page.locator('.si-locator__result');

async function searchFor(page: Page, place: string, radius: string) {
  await page.getByLabel('Ort oder Postleitzahl').fill(place);
  await page.getByLabel('Umkreis').selectOption(radius);
  await page.locator('.si-locator').getByRole('button', { name: 'Suchen', exact: true }).click();
}

describe('map under consent', () => {
  it('asks Google nothing before consent; the load button allows just the map service', async () => {
    const w = await visit();
    await map(w.page).getByText('Diese Karte wird von Google bereitgestellt').waitFor();
    expect(googleRequests(w)).toEqual([]);
    expect(w.external.filter((url) => url.includes('google'))).toEqual([]);
    await map(w.page).getByRole('button', { name: 'Karte laden' }).click();
    await map(w.page).locator('.fake-map').waitFor();
    expect(googleRequests(w)).toHaveLength(1);
    expect(new URL(googleRequests(w)[0]!).searchParams.get('key')).toBe('DEMO-KEY');
    expect(new URL(googleRequests(w)[0]!).searchParams.get('language')).toBe('de');
    const cookies = Object.fromEntries((await w.context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(JSON.parse(decodeURIComponent(cookies.cmplz_consented_services ?? '{}'))).toEqual({ 'google-maps': true });
    expect(cookies.cmplz_marketing).toBe('deny');
  });

  it('with marketing consent draws the configured map with clustered markers and info windows', async () => {
    const w = await visit({ marketing: 'allow' });
    const layer = map(w.page).locator('.fake-map');
    await layer.waitFor();
    expect(await layer.getAttribute('data-zoom')).toBe('6');
    expect(await layer.getAttribute('data-tilt')).toBe('45');
    // 32 stores at zoom 6 cannot all stand alone: some are drawn as clusters with a count
    await map(w.page).locator('.fake-cluster').first().waitFor();
    const counts = await map(w.page).locator('.fake-cluster').evaluateAll((clusters) => clusters.map((cluster) => Number(cluster.getAttribute('data-label'))));
    const singles = await map(w.page).locator('.fake-marker:not(.fake-cluster)').count();
    expect(counts.reduce((sum, count) => sum + count, 0) + singles).toBe(32);
    // zoomed in, single markers open their info window, one at a time
    await w.page.evaluate(() => {
      const fake = (window as unknown as { __fakeMaps: { maps: Array<{ setCenter(c: unknown): void; setZoom(z: number): void }> } }).__fakeMaps.maps[0]!;
      fake.setCenter({ lat: 52.52, lng: 13.405 });
      fake.setZoom(16);
    });
    const berlin = map(w.page).locator('.fake-marker[title="Berlin"]');
    await berlin.waitFor();
    await berlin.click();
    const info = map(w.page).locator('.fake-info-window');
    await info.getByText('Pariser Platz, 10117 Berlin').waitFor();
    expect(await info.getByRole('link', { name: 'Route planen' }).getAttribute('rel')).toContain('noopener');
    expect(await info.count()).toBe(1);
  });

  it('says the map cannot be shown when Google is unreachable, and the locator still works', async () => {
    const w = await visit({ marketing: 'allow', googleDown: true });
    await map(w.page).getByRole('alert').getByText('Die Karte kann gerade nicht angezeigt werden').waitFor();
    await searchFor(w.page, 'Berlin', '50');
    await results(w.page).first().waitFor();
    expect(await results(w.page).first().locator('strong').textContent()).toBe('Berlin');
  });
});

describe('store locator', () => {
  it('finds stores around a German city, nearest first, within the radius', async () => {
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
    expect(await results(w.page).first().getByRole('link', { name: 'Route planen' }).getAttribute('href')).toContain('destination=50.9375,6.9603');
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
    expect(await circle.count()).toBe(0);
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
