/**
 * Map Builder's map: settings from `gmwdmapData` (`<setting><mapKey>`), drawn into `#wd-map<key>`
 * with Google Maps, which is loaded only once the visitor allowed the marketing category or the
 * `google-maps` service. Until then the element shows a privacy note and a load button; without
 * network it says the map cannot be shown. Markers cluster; a store locator with the same key uses
 * the map through the channel once it is drawn. Plain DOM.
 */
import { consentStore } from '../../src/consent/access';
import { prop, type InferProps } from '../../src/islands/props';
import { injectStyles } from '../../src/ui/styles';
import { t } from './messages';
import { readSettings } from './settings';

export const props = {
  mapKey: prop.string({ required: true }),
  apiKey: prop.string({ default: '' }),
  cluster: prop.boolean({ default: true }),
  /** The consent service that allows the map (Complianz's id). */
  service: prop.string({ default: 'google-maps' }),
};

const MAP_CSS =
  '.si-map{position:relative;min-height:320px;background:#eef1ec}' +
  '.si-map__placeholder{display:grid;place-content:center;gap:12px;min-height:320px;padding:24px;text-align:center;max-width:560px;margin:0 auto}' +
  '.si-map__placeholder p{margin:0}' +
  '.si-map-info{max-width:240px;font:14px/1.4 system-ui,sans-serif;color:#222}.si-map-info p{margin:4px 0}' +
  '.si-map__search{width:400px;max-width:calc(100% - 24px);margin:10px;padding:8px 10px;border:1px solid #ccc;border-radius:4px;font:inherit}';

export function mount(host: HTMLElement, { mapKey, apiKey, cluster, service }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  injectStyles(doc, 'si-map-styles', MAP_CSS);
  const element = host.id === `wd-map${mapKey}` ? host : (host.querySelector<HTMLElement>(`#wd-map${CSS.escape(mapKey)}`) ?? host);
  const settings = readSettings((globalThis as { gmwdmapData?: unknown }).gmwdmapData, mapKey);
  const consent = consentStore();
  const allowed = () => consent.hasServiceConsent(service, 'marketing');
  const serverMarkup = [...element.childNodes].map((node) => node.cloneNode(true));
  element.classList.add('si-map');
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', t('map.label'));

  let state: 'waiting' | 'loading' | 'ready' | 'failed' = 'waiting';
  const cleanups: Array<() => void> = [];

  function placeholder() {
    const box = doc.createElement('div');
    box.className = 'si-map__placeholder';
    const note = doc.createElement('p');
    note.textContent = t('map.consentNeeded');
    const privacy = consent.settings.pageLinks.find((link) => link.key === 'privacy-statement');
    if (privacy) {
      const link = doc.createElement('a');
      link.href = privacy.url;
      link.textContent = t('map.privacy');
      note.append(' ', link);
    }
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = t('map.load');
    button.addEventListener('click', () => consent.acceptService(service));
    box.append(note, button);
    element.replaceChildren(box);
  }

  function notice(key: 'map.loading' | 'map.offline') {
    const box = doc.createElement('div');
    box.className = 'si-map__placeholder';
    box.setAttribute('role', key === 'map.offline' ? 'alert' : 'status');
    box.textContent = t(key);
    element.replaceChildren(box);
  }

  async function load() {
    if (state === 'loading' || state === 'ready') return;
    state = 'loading';
    notice('map.loading');
    try {
      cleanups.push(...(await (await import('./live')).showLiveMap(element, settings, { mapKey, apiKey, cluster })));
    } catch (error) {
      state = 'failed';
      console.warn('[shop-islands] map: Google Maps could not be loaded', error);
      notice('map.offline');
      return;
    }
    state = 'ready';
  }

  const check = () => {
    if (allowed()) void load();
    else if (state === 'waiting') placeholder();
  };
  cleanups.push(consent.subscribe(check));
  check();

  return () => {
    cleanups.forEach((cleanup) => cleanup());
    element.replaceChildren(...serverMarkup);
    element.classList.remove('si-map');
  };
}
