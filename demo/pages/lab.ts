/**
 * Bare pages for the runtime's browser tests: no theme chrome, just the loader and chosen hosts.
 * Fixed scenarios only; nothing from the query string is echoed into the page.
 */
import { readFileSync } from 'node:fs';
import { jsonForScript } from '../html';
import type { Ctx } from '../http';
import { commonGlobals, loaderTags } from './layout';

const SCENARIOS = new Map<string, string>(
  Object.entries({
    empty: '<p id="content">Eine Seite ohne Inseln.</p>',
    'bad-props': `<div id="bad" data-island="store-notice" data-hydrate="load">Server-Hinweis bleibt stehen</div>
<div id="unknown" data-island="does-not-exist">Unbekannt</div>
<div id="good" data-island="store-notice" data-notice-id="lab-good" data-hydrate="load">Guter Hinweis</div>`,
    late: `<button type="button" id="add">Insel hinzufügen</button> <button type="button" id="remove">Insel entfernen</button>
<div id="slot"></div>
<script>
document.getElementById('add').addEventListener('click', () => {
  document.getElementById('slot').innerHTML = '<div id="late" data-island="store-notice" data-notice-id="lab-late" data-hydrate="load">Später eingefügt</div>';
});
document.getElementById('remove').addEventListener('click', () => { document.getElementById('slot').innerHTML = ''; });
</script>`,
    consent: `<p id="content">Nur Zustimmung: Banner und Zustimmung verwalten.</p>
<div data-island="manage-consent"><button type="button" id="manage">Cookie-Einstellungen</button></div>
<div data-island="consent-banner"></div>
<script type="text/plain" data-category="marketing" data-service="demo-pixel" data-cmplz-src="/demo-assets/pixel.js"></script>`,
    strategies: `<div style="height:2000px">Platz</div>
<div id="visible" data-island="store-notice" data-notice-id="lab-visible" data-hydrate="visible">Sichtbar geladen</div>
<span id="interaction" data-island="password-toggle"><input type="password" id="pw" aria-label="Passwort"></span>`,
  }),
);

/**
 * 10,000 markers spread over Germany (a fixed pseudo-random sequence, so every run draws the same
 * map): for the clustering benchmark. The settings are printed as Map Builder prints gmwdmapData;
 * the markers, Map Builder's `mapMarkers` object as it is, in the JSON script the map island reads
 * for big maps (widgets/map/README.md): as a script assignment the browser compiles 1.7 MB in one
 * task of about a second at 4x throttling, before any other script runs.
 */
function manyMarkersMap(count: number): string {
  let seed = 20261122;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const markers: Record<string, Record<string, string>> = {};
  for (let id = 1; id <= count; id++) {
    markers[id] = {
      id: String(id),
      map_id: '9',
      lat: (47.4 + next() * 7.5).toFixed(5),
      lng: (6 + next() * 9).toFixed(5),
      title: `Standort ${id}`,
      address: '',
      enable_info_window: '1',
      info_window_open: '0',
      published: '1',
    };
  }
  const data = {
    mapId9: 9,
    centerLat9: 51.1657,
    centerLng9: 10.4515,
    zoom9: 6,
    minZoom9: 2,
    maxZoom9: 20,
    enableZoomControl9: true,
  };
  return `<script>var gmwdmapData = ${jsonForScript(data)};</script>
<script type="application/json" data-gmwd-markers="9">${jsonForScript(markers)}</script>
<div data-island="map" data-map-key="9" data-api-key="BENCH" data-hydrate="load"><div id="wd-map9" style="width:100%;height:600px"></div></div>`;
}

/**
 * WooCommerce 10's variable product form as recorded from the real shop, with the hosts the plugin
 * puts on it: the form the add-to-cart island's, its `div.single_variation` the variations island's.
 */
function recordedVariationsForm(): string {
  const form = readFileSync(
    new URL('../../test/fixtures/recorded/woocommerce/html/single-product-variations-form.html', import.meta.url),
    'utf8',
  );
  return form
    .replace('<form class="variations_form cart"', '<form class="variations_form cart" data-island="add-to-cart"')
    .replace(
      '<div class="woocommerce-variation single_variation"',
      '<div class="woocommerce-variation single_variation" data-island="variations"',
    );
}

export function labPage(ctx: Ctx, scenario: string): string | null {
  const body =
    scenario === 'map-many' ? manyMarkersMap(10_000) : scenario === 'variations' ? recordedVariationsForm() : SCENARIOS.get(scenario);
  if (body === undefined) return null;
  const globals = Object.entries(commonGlobals(ctx))
    .map(([name, value]) => `var ${name} = ${jsonForScript(value)};`)
    .join('\n');
  return `<!DOCTYPE html><html lang="de-DE"><head><meta charset="UTF-8"><title>Labor: ${scenario}</title><link rel="icon" href="data:,">
<script>${globals}</script>${loaderTags(ctx)}</head>
<body><main>${body}</main></body></html>`;
}
