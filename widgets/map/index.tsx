/**
 * Map Builder's map as a React island: settings from `gmwdmapData` (`<setting><mapKey>`), drawn
 * into `#wd-map<key>`, the island's root. Google Maps is loaded (./live, its own chunk) only once the
 * visitor allowed the marketing category or the `google-maps` service.
 */
import { defineIsland } from '../../src/islands/island';
import { injectStyles } from '../../src/ui/styles';

import { MapIsland } from './MapIsland';
import { props } from './props';

const MAP_CSS =
  '.si-map{position:absolute;inset:0;background:#eef1ec}' +
  '.si-map__canvas{position:absolute;inset:0}' +
  '.si-map__placeholder{display:grid;place-content:center;gap:12px;height:100%;box-sizing:border-box;padding:24px;text-align:center;max-width:560px;margin:0 auto;overflow:auto}' +
  '.si-map__placeholder p{margin:0}' +
  '.si-map__notice{position:absolute;left:12px;right:12px;bottom:12px;margin:0;padding:8px 12px;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.3)}' +
  '.si-map-info{max-width:240px;font:14px/1.4 system-ui,sans-serif;color:#222}.si-map-info p{margin:4px 0}' +
  '.si-map__search{position:relative;width:400px;max-width:calc(100vw - 48px);margin:10px}' +
  '.si-map__search-input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #ccc;border-radius:4px;font:inherit}' +
  '.si-map__suggestions{position:absolute;left:0;right:0;margin:2px 0 0;padding:0;list-style:none;background:#fff;border-radius:4px;box-shadow:0 2px 6px rgba(0,0,0,.3)}' +
  '.si-map__suggestions li{padding:6px 10px;cursor:pointer}.si-map__suggestions [aria-selected="true"],.si-map__suggestions li:hover{background:#eef1ec}' +
  '.si-map__search-error{margin:2px 0 0;padding:4px 8px;background:#fff;border-radius:4px}';

/** The printed `#wd-map<key>` (the host or inside it). */
const mapElement = (host: HTMLElement, mapKey: string) =>
  host.id === `wd-map${mapKey}` ? host : (host.querySelector<HTMLElement>(`#wd-map${CSS.escape(mapKey)}`) ?? host);

export default defineIsland(
  { name: 'map' },
  {
    props,
    prepare(host) {
      injectStyles(host.ownerDocument, 'si-map-styles', MAP_CSS);
    },
    // the root is the printed map element; it keeps the size it was printed with, so nothing moves
    slot(host, { mapKey }) {
      const element = mapElement(host, mapKey);
      const style = getComputedStyle(element);
      const frame =
        style.boxSizing === 'border-box'
          ? 0
          : ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
              (sum, name) => sum + (parseFloat(style[name as 'paddingTop']) || 0),
              0,
            );
      const height = element.getBoundingClientRect().height - frame;
      // an element printed without any height gets the map's minimum (the one case that moves)
      element.style.minHeight = `${height >= 1 ? height : 320}px`;
      if (style.position === 'static') element.style.position = 'relative';
      return element;
    },
    component: MapIsland,
  },
);
