/**
 * The map island on the stores page: Google asked for nothing before consent, the configured map with
 * its clusters, overlays and markers drawn by the local fake, and the failures it explains.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, useShop, type Watched } from '../support/harness';
import { FAKE_MAPS, GOOGLE_MAPS, map, results, searchFor, storesPage } from '../support/stores-page';

const demo = useShop();
const { visit } = storesPage(demo);

const googleRequests = (w: Watched) => w.requests.filter((url) => GOOGLE_MAPS.test(url));

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

  it('with marketing consent draws the configured map with clustered markers and info windows', CONTRACT, async () => {
    const w = await visit({ marketing: 'allow' });
    const layer = map(w.page).locator('.fake-map');
    await layer.waitFor();
    expect(await layer.getAttribute('data-zoom')).toBe('6');
    expect(await layer.getAttribute('data-tilt')).toBe('45');
    // 32 stores at zoom 6 cannot all stand alone: some are drawn as clusters with a count
    await map(w.page).locator('.fake-cluster').first().waitFor();
    const counts = await map(w.page)
      .locator('.fake-cluster')
      .evaluateAll((clusters) => clusters.map((cluster) => Number(cluster.getAttribute('data-label'))));
    const singles = await map(w.page).locator('.fake-marker:not(.fake-cluster)').count();
    expect(counts.reduce((sum, count) => sum + count, 0) + singles).toBe(32);
    // zoomed in, single markers open their info window, one at a time
    await w.page.evaluate(() => {
      const fake = (window as unknown as { __fakeMaps: { maps: Array<{ setCenter(c: unknown): void; setZoom(z: number): void }> } })
        .__fakeMaps.maps[0]!;
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

const zoom = async (page: Page) => Number(await map(page).locator('.fake-map').getAttribute('data-zoom'));
const ajaxBodies = (w: Watched, action: string) =>
  w.page.evaluate(() => 0).then(() => posted.filter((body) => body.get('action') === action));
let posted: URLSearchParams[] = [];
async function recordPosts(w: Watched) {
  posted = [];
  w.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('admin-ajax.php')) posted.push(new URLSearchParams(request.postData() ?? ''));
  });
}
const NORD_DREIECK = {
  3: {
    id: '3',
    map_id: '2',
    title: 'Nord-Dreieck',
    line_width: '3',
    line_color: '1E3A8A',
    line_opacity: '0.8',
    fill_color: '60A5FA',
    fill_opacity: '0.3',
    data: '(53.5511, 9.9937),(52.52, 13.405),(52.3759, 9.732),',
    show_markers: '1',
    published: '1',
  },
};
const ICE = {
  2: {
    id: '2',
    map_id: '2',
    title: 'ICE Köln–Frankfurt–München',
    line_width: '4',
    line_color: 'DC2626',
    line_opacity: '0.8',
    data: '(50.9375, 6.9603),(50.1109, 8.6821),(48.1351, 11.582),',
    show_markers: '1',
    published: '1',
  },
};

describe('map as a React island', () => {
  it('renders its UI from a React root on the printed map element, which keeps its size', CONTRACT, async () => {
    const w = await visit();
    const element = map(w.page);
    await element.getByRole('button', { name: 'Karte laden' }).waitFor();
    const root = w.page.locator('[data-island="map"] [data-island-root], [data-island="map"][data-island-root]');
    expect(await root.count()).toBe(1);
    expect(await root.getAttribute('id')).toBe('wd-map2');
    const keys = await root.evaluate((node) => Object.keys(node));
    if (!process.env.SHOP_ISLANDS_DIST?.includes('lite')) expect(keys.some((name) => name.startsWith('__reactContainer$'))).toBe(true);
    expect((await element.boundingBox())!.height).toBe(480);
    await element.getByRole('button', { name: 'Karte laden' }).click();
    await element.locator('.fake-map').waitFor();
    expect((await element.boundingBox())!.height).toBe(480);
  });

  it('draws no markers, polygons or polylines when the overlay exclusion flag is set', async () => {
    const w = await visit({ marketing: 'allow', mapData: { excludeOverlays: true, mapPolygons: NORD_DREIECK, mapPolylines: ICE } });
    await map(w.page).locator('.fake-map').waitFor();
    await w.page.waitForTimeout(300);
    expect(await map(w.page).locator('.fake-marker, .fake-polygon, .fake-polyline').count()).toBe(0);
    expect(await w.page.evaluate(() => (window as unknown as { gmwdmapData: Record<string, unknown[]> }).gmwdmapData.allMarkers2)).toEqual(
      [],
    );
  });

  it('puts a marker titled with the shape’s name on every vertex of polygons and polylines with show_markers, and keeps allMarkers', async () => {
    const w = await visit({ marketing: 'allow', mapData: { mapPolygons: NORD_DREIECK, mapPolylines: ICE } });
    await map(w.page).locator('.fake-polygon').waitFor({ state: 'attached' });
    expect(await map(w.page).locator('.fake-marker[title="Nord-Dreieck"]').count()).toBe(3);
    expect(await map(w.page).locator('.fake-marker[title="ICE Köln–Frankfurt–München"]').count()).toBe(3);
    expect(await map(w.page).locator('.fake-polyline').getAttribute('data-points')).toBe('3');
    const kept = await w.page.evaluate(() => {
      const data = (window as unknown as { gmwdmapData: Record<string, unknown[]> }).gmwdmapData;
      return [data.allMarkers2!.length, data.allPolygonMarkers2!.length, data.allPolylineMarkers2!.length];
    });
    expect(kept).toEqual([32, 3, 3]);
  });

  it('draws advanced markers when the host names a Google map id', async () => {
    const w = await visit({ marketing: 'allow', hostAttributes: { 'data-google-map-id': 'DEMO_MAP_ID' } });
    await map(w.page).locator('.fake-map[data-map-id="DEMO_MAP_ID"]').waitFor();
    await map(w.page).locator('.fake-advanced-marker').first().waitFor();
    expect(await map(w.page).locator('.fake-marker:not(.fake-advanced-marker)').count()).toBe(0);
  });

  it('loads the markers through get_ajax_markers when none were printed (the demo answers byte for byte like the plugin)', async () => {
    const w = await visit({ marketing: 'allow', mapData: { mapMarkers: null } });
    await recordPosts(w);
    await w.page.reload();
    await map(w.page).locator('.fake-cluster').first().waitFor();
    const [body] = await ajaxBodies(w, 'get_ajax_markers');
    expect(Object.fromEntries(body!)).toEqual({ action: 'get_ajax_markers', map_id: '2', page: 'map', task: 'get_ajax_markers' });
    const reply = await (
      await fetch(`${demo.shop.url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        body: body!,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    ).text();
    const recorded = (
      JSON.parse(readFileSync('test/fixtures/recorded/wd-google-maps/get_ajax_markers.json', 'utf8')) as { response: { body: string } }
    ).response.body;
    // the recorded map's five markers, each printed exactly as the plugin prints it (the demo's stores have descriptions)
    const withoutDescriptions = reply.replace(/"description":"[^"]*"/g, '"description":""');
    for (const entry of recorded.slice(1, -1).split(/,(?="\d+":)/)) expect(withoutDescriptions).toContain(entry);
    expect(reply).toContain('"title":"M\\u00fcnchen"');
  });

  it('a category filter asks get_ajax_markers with categories[] and shows only that category', async () => {
    const w = await visit({ marketing: 'allow', hostAttributes: { 'data-categories': '1' } });
    await recordPosts(w);
    await w.page.reload();
    await map(w.page).locator('.fake-map').waitFor();
    await w.page.evaluate(() =>
      (
        window as unknown as { __fakeMaps: { maps: Array<{ setZoom(z: number): void; setCenter(c: unknown): void }> } }
      ).__fakeMaps.maps[0]!.setZoom(16),
    );
    await w.page.waitForFunction(
      () => ((window as unknown as { gmwdmapData: Record<string, unknown[]> }).gmwdmapData.allMarkers2 ?? []).length === 2,
    );
    const [body] = await ajaxBodies(w, 'get_ajax_markers');
    expect(body!.getAll('categories[]')).toEqual(['1']);
    const titles = await w.page.evaluate(() =>
      ((window as unknown as { gmwdmapData: Record<string, Array<{ getTitle(): string }>> }).gmwdmapData.allMarkers2 ?? []).map((marker) =>
        marker.getTitle(),
      ),
    );
    expect(titles.sort()).toEqual(['Berlin-Charlottenburg', 'Potsdam']);
  });

  it.each(['500', 'malformed', 'zero', 'minus-one'])(
    'a %s get_ajax_markers reply keeps the printed markers and says the stores could not be loaded',
    async (kind) => {
      const w = await visit({
        marketing: 'allow',
        hostAttributes: { 'data-categories': '1' },
        cookies: [`demo-fault=get_ajax_markers:${kind}`],
      });
      await map(w.page).getByRole('alert').getByText('Die Filialen konnten gerade nicht geladen werden').waitFor();
      // the printed markers of the category stay on the map
      expect(
        await w.page.evaluate(() => (window as unknown as { gmwdmapData: Record<string, unknown[]> }).gmwdmapData.allMarkers2!.length),
      ).toBe(2);
    },
  );

  it('offline (no printed markers, the request fails) the map says the stores could not be loaded', async () => {
    const w = await visit({ marketing: 'allow', mapData: { mapMarkers: null } });
    await w.context.route(/admin-ajax\.php/, (route) =>
      route.request().postData()?.includes('get_ajax_markers') ? route.abort('internetdisconnected') : route.fallback(),
    );
    await w.page.reload();
    await map(w.page).getByRole('alert').getByText('Die Filialen konnten gerade nicht geladen werden').waitFor();
    expect(await map(w.page).locator('.fake-marker').count()).toBe(0);
  });

  it('the map’s search box suggests places from the maps service from 3 characters on; choosing one centres the map', async () => {
    const w = await visit({ marketing: 'allow', mapData: { enableSerchBox: '1', serchBoxPosition: 1 } });
    const box = map(w.page).getByRole('combobox', { name: 'Ort oder Postleitzahl' });
    await box.waitFor();
    expect((await box.boundingBox())!.width).toBeCloseTo(400, -1);
    await box.pressSequentially('Ha');
    await w.page.waitForTimeout(400);
    expect(await map(w.page).getByRole('option').count()).toBe(0);
    await box.pressSequentially('m');
    const option = map(w.page).getByRole('option', { name: 'Hamburg, Deutschland' });
    await option.waitFor();
    await option.click();
    await w.page.waitForFunction(() => document.querySelector('#wd-map2 .fake-map')?.getAttribute('data-zoom') === '13');
    const center = await w.page.evaluate(() =>
      (window as unknown as { __fakeMaps: { maps: Array<{ getCenter(): { lat(): number } }> } }).__fakeMaps.maps[0]!.getCenter().lat(),
    );
    expect(center).toBeCloseTo(53.5511, 3);
  });

  it('geolocates the visitor with their own marker at zoom 13 when the map asks for it', async () => {
    const w = await visit({ marketing: 'allow', geolocation: { latitude: 48.137, longitude: 11.575 }, mapData: { geolocateUser: 1 } });
    await map(w.page).locator('.fake-marker[title="Ihr Standort"]').waitFor();
    expect(await zoom(w.page)).toBe(13);
  });

  it('after a locator search the zoom goes back to the configured 6, and only widens for results outside the view', async () => {
    const w = await visit({ marketing: 'allow' });
    await map(w.page).locator('.fake-map').waitFor();
    await w.page.evaluate(() =>
      (window as unknown as { __fakeMaps: { maps: Array<{ setZoom(z: number): void }> } }).__fakeMaps.maps[0]!.setZoom(11),
    );
    await searchFor(w.page, 'Berlin', '50');
    await results(w.page).first().waitFor();
    await w.page.waitForFunction(() => document.querySelector('#wd-map2 .fake-circle') !== null);
    expect(await zoom(w.page)).toBe(6);
    await searchFor(w.page, 'Berlin', '300');
    await w.page.waitForFunction(() => document.querySelector('#wd-map2 .fake-circle')?.getAttribute('data-radius') === '300000');
    expect(await zoom(w.page)).toBeLessThanOrEqual(6);
  });

  it(
    'draws 10,000 markers printed as a JSON script: indexed in the clustering worker, every marker counted, allMarkers complete',
    { ...CONTRACT, timeout: 120_000 },
    async () => {
      const w = await demo.open({
        viewport: { width: 1280, height: 800 },
        cookies: [...BANNER_DISMISSED, 'cmplz_marketing=allow', 'cmplz_statistics=deny', 'cmplz_preferences=deny'],
      });
      await w.context.route(GOOGLE_MAPS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MAPS }));
      const workers: string[] = [];
      w.page.on('worker', (worker) => workers.push(worker.url()));
      await w.page.goto(`${demo.shop.url}/__lab/map-many/`);
      const many = w.page.locator('#wd-map9');
      await many.locator('.fake-cluster').first().waitFor();
      const counts = await many
        .locator('.fake-cluster')
        .evaluateAll((clusters) => clusters.map((cluster) => Number(cluster.getAttribute('data-label'))));
      const singles = await many.locator('.fake-marker:not(.fake-cluster)').count();
      expect(counts.reduce((sum, count) => sum + count, 0) + singles).toBe(10_000);
      expect(workers.some((url) => url.endsWith('/map-cluster-worker.js'))).toBe(true);
      // the markers not in view are made afterwards, in batches, for the plugin's list
      await w.page.waitForFunction(
        () => (window as unknown as { gmwdmapData: Record<string, unknown[] | undefined> }).gmwdmapData.allMarkers9?.length === 10_000,
        null,
        { timeout: 90_000 },
      );
    },
  );
});
