/**
 * The stores page with its map, Google out of reach: its script is answered by the local fake
 * (test/fakes/google-maps.js), or not at all.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { BANNER_DISMISSED, islandsSettled, type ShopSession, type Watched } from './harness';

export const FAKE_MAPS = readFileSync('test/fakes/google-maps.js', 'utf8');
export const GOOGLE_MAPS = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;

export interface StoresPageOptions {
  marketing?: 'allow' | 'deny';
  googleDown?: boolean;
  geolocation?: { latitude: number; longitude: number } | 'denied';
  viewport?: { width: number; height: number };
  /** gmwdmapData keys (without the map key) that replace what the page prints; null removes one */
  mapData?: Record<string, unknown>;
  /** attributes added to the map's host */
  hostAttributes?: Record<string, string>;
  cookies?: string[];
}

/** Makes the printed gmwdmapData hold `overrides` whatever the page assigns (as another map's settings would). */
async function overrideMapData(watched: Watched, overrides: Record<string, unknown>) {
  await watched.context.addInitScript((changed) => {
    const data: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(changed)) if (value !== null) data[`${name}2`] = value;
    (window as unknown as { gmwdmapData: unknown }).gmwdmapData = new Proxy(data, {
      set(target, name, value) {
        const plain = String(name).replace(/2$/, '');
        if (!(plain in changed)) target[String(name)] = value;
        return true;
      },
    });
  }, overrides);
}

/** The stores page of `demo`, opened as `visit(options)` asks. */
export function storesPage(demo: ShopSession) {
  async function visit(options: StoresPageOptions = {}) {
    const geolocation = options.geolocation && options.geolocation !== 'denied' ? options.geolocation : undefined;
    const watched = await demo.open({
      ...(options.viewport ? { viewport: options.viewport } : { viewport: { width: 1280, height: 900 } }),
      ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
      cookies: [
        ...BANNER_DISMISSED,
        `cmplz_marketing=${options.marketing ?? 'deny'}`,
        'cmplz_statistics=deny',
        'cmplz_preferences=deny',
        ...(options.cookies ?? []),
      ],
    });
    if (options.mapData) await overrideMapData(watched, options.mapData);
    if (options.hostAttributes) {
      await watched.context.addInitScript((attributes) => {
        document.addEventListener('readystatechange', () => {
          const host = document.querySelector('[data-island="map"]');
          if (host && document.readyState === 'interactive')
            for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
        });
      }, options.hostAttributes);
    }
    // Google is out of reach: its script is answered by the local fake (or not at all)
    await watched.context.route(GOOGLE_MAPS, (route) =>
      options.googleDown
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MAPS }),
    );
    await watched.page.goto(`${demo.shop.url}/stores/`);
    await islandsSettled(watched.page);
    return watched;
  }

  return { visit };
}

/** The map's printed element (the demo's map 2). */
export const map = (page: Page) => page.locator('#wd-map2');

/** The store locator's results. */
export const results = (page: Page) => page.locator('.si-locator__result');

/** A search in the store locator for `place` within `radius` km. */
export async function searchFor(page: Page, place: string, radius: string) {
  const address = page.getByLabel('Ort oder Postleitzahl');
  await address.fill(place);
  // with the map drawn, place suggestions open under the field: a shopper closes them to reach the button
  await address.press('Escape');
  await page.getByLabel('Umkreis').selectOption(radius);
  await page.locator('.si-locator').getByRole('button', { name: 'Suchen', exact: true }).click();
}
