/**
 * Map Builder's store locator: address (or my location), radius and search; the stores within the
 * radius from `get_ajax_store_loactor`, nearest first, with distance, address and a directions
 * link. Geocoding uses the site's geocoder (`shopIslands.geocoder`) when there is one, else Google's
 * once the map with the same key is drawn, so the list works without the map (no consent, no
 * network). With the map drawn, the search shows the radius circle and the results on it.
 */
import { formatDistance } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { adminAjax } from '../../src/wp/ajax';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey, isAborted, TransportError } from '../../src/wp/errors';
import { latestWins } from '../../src/wp/latest';
import { mapHandle } from '../map/channel';
import { byDistance, directionsUrl, radiusMeters } from '../map/geo';
import { GeocodeError, geocodeMessageKey, GEOCODER_STATUSES, type Geocode, type GeocoderStatus, type Place } from '../map/geocoder';
import { t } from '../map/messages';
import { parseMarkers, type LatLng } from '../map/overlays';
import { readSettings, type DistanceUnit } from '../map/settings';
import { locatorFormHtml, radiusChoices } from './form';

export const props = {
  mapKey: prop.string({ required: true }),
  radii: prop.string({ default: '5,10,25,50,100,300' }),
  radius: prop.number({ default: 50 }),
};

/**
 * The reply is a JSON array of marker rows (or an object keyed by id); checked by hand, since the
 * schema library would be the biggest thing on the stores page.
 */
export function parseStoresReply(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new TransportError('protocol', 'reply is not JSON', { url: 'get_ajax_store_loactor', code: 'malformed', cause });
  }
  if (typeof value !== 'object' || value === null) throw new TransportError('protocol', 'reply has an unexpected shape', { url: 'get_ajax_store_loactor', code: 'shape' });
  return value;
}

let forms = 0;

export function mount(host: HTMLElement, { mapKey, radii, radius: defaultRadius }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  const uid = `si-locator-${++forms}`;
  const settings = readSettings((globalThis as { gmwdmapData?: unknown }).gmwdmapData, mapKey);
  const unit: DistanceUnit = settings.distanceUnit;
  const config = getConfig();
  const siteGeocoder = typeof config.geocoder === 'function' ? (config.geocoder as Geocode) : null;

  // a form the theme printed (same markup) is used as it is: nothing moves at hydration
  const printed = host.querySelector('form.si-locator') !== null;
  if (!printed) host.insertAdjacentHTML('beforeend', locatorFormHtml({ uid, radii: radiusChoices(radii), radius: defaultRadius, unit, locale: config.locale }));
  const form = host.querySelector<HTMLFormElement>('form.si-locator')!;
  const address = form.querySelector<HTMLInputElement>('input[name="address"]')!;
  const radiusSelect = form.querySelector<HTMLSelectElement>('select[name="radius"]')!;
  const meButton = form.querySelector<HTMLButtonElement>('.si-locator__me')!;
  const resetButton = form.querySelector<HTMLButtonElement>('.si-locator__reset')!;
  const status = form.querySelector<HTMLElement>('.si-locator__status')!;
  const error = form.querySelector<HTMLElement>('.si-locator__error')!;
  const list = form.querySelector<HTMLOListElement>('.si-locator__results')!;

  const search = latestWins(async (signal, origin: LatLng, radius: number) =>
    parseStoresReply(await adminAjax(
      'get_ajax_store_loactor',
      { task: 'get_ajax_store_loactor', map_id: settings.mapId, page: 'map', radius, lat: origin.lat, lng: origin.lng, distance_in: unit === 'km' ? 'km' : 'mile', categories: '' },
      { signal },
    )),
  );

  const showError = (text: string) => {
    error.textContent = text;
    status.textContent = '';
  };

  function render(origin: Place, radius: number, reply: unknown) {
    const results = byDistance(parseMarkers(reply), origin, unit);
    const radiusText = formatDistance(radius, unit, config.locale);
    status.textContent =
      results.length === 0
        ? t('locator.none', { radius: radiusText, place: origin.label })
        : results.length === 1
          ? t('locator.found.one', { radius: radiusText, place: origin.label })
          : t('locator.found.other', { count: results.length, radius: radiusText, place: origin.label });
    list.replaceChildren(
      ...results.map((result) => {
        const item = doc.createElement('li');
        item.className = 'si-locator__result';
        const name = doc.createElement('strong');
        name.textContent = result.title;
        const distance = doc.createElement('span');
        distance.className = 'si-locator__distance';
        distance.textContent = formatDistance(result.distance, unit, config.locale);
        const place = doc.createElement('p');
        place.textContent = result.address;
        const links = doc.createElement('p');
        const route = doc.createElement('a');
        route.href = directionsUrl(result);
        route.target = '_blank';
        route.rel = 'noopener noreferrer';
        route.textContent = t('map.directions');
        links.append(route);
        const handle = mapHandle(mapKey);
        if (handle) {
          const show = doc.createElement('button');
          show.type = 'button';
          show.className = 'link-button';
          show.textContent = t('locator.showOnMap');
          show.addEventListener('click', () => mapHandle(mapKey)?.focusMarker(result.id));
          links.append(' · ', show);
        }
        item.append(name, ' ', distance, place, links);
        return item;
      }),
    );
    mapHandle(mapKey)?.showSearch(origin, radiusMeters(radius, unit), results);
  }

  async function run(origin: Place) {
    const radius = Number(radiusSelect.value) || defaultRadius;
    error.textContent = '';
    status.textContent = t('locator.searching');
    form.setAttribute('aria-busy', 'true');
    try {
      render(origin, radius, await search.run(origin, radius));
    } catch (caught) {
      if (isAborted(caught)) return;
      const key = errorMessageKey(caught);
      showError(key === 'error.offline' || key === 'error.timeout' ? t(key) : t('locator.failed'));
    } finally {
      form.removeAttribute('aria-busy');
    }
  }

  const geocode = (text: string): Promise<Place> => {
    if (siteGeocoder) return siteGeocoder(text);
    const handle = mapHandle(mapKey);
    if (handle) return handle.geocode(text);
    return Promise.reject(new GeocodeError('REQUEST_DENIED'));
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const text = address.value.trim();
    if (!text) {
      showError(t('map.setLocation'));
      address.focus();
      return;
    }
    error.textContent = '';
    status.textContent = t('locator.searching');
    let origin: Place;
    try {
      origin = await geocode(text);
    } catch (caught) {
      // a site geocoder may reject with any error carrying one of Google's statuses
      const status = (caught as { status?: unknown } | null)?.status;
      const known = (GEOCODER_STATUSES as readonly unknown[]).includes(status);
      // a geocoder that could not even be reached (offline) is not "busy"
      showError(t(known ? geocodeMessageKey(status as GeocoderStatus) : navigator.onLine === false ? 'error.offline' : 'map.tryLater'));
      return;
    }
    await run(origin);
  };

  const onMe = () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      showError(t('map.geolocationUnsupported'));
      return;
    }
    error.textContent = '';
    status.textContent = t('locator.searching');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const origin = { lat: position.coords.latitude, lng: position.coords.longitude, label: t('map.you') };
        mapHandle(mapKey)?.showVisitor(origin);
        void run(origin);
      },
      () => showError(t('map.geolocationFailed')),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const onReset = () => {
    search.cancel();
    address.value = '';
    list.replaceChildren();
    status.textContent = '';
    error.textContent = '';
    mapHandle(mapKey)?.reset();
  };

  const submit = (event: Event) => void onSubmit(event);
  form.addEventListener('submit', submit);
  meButton.addEventListener('click', onMe);
  resetButton.addEventListener('click', onReset);
  return () => {
    search.cancel();
    if (!printed) {
      form.remove();
      return;
    }
    form.removeEventListener('submit', submit);
    meButton.removeEventListener('click', onMe);
    resetButton.removeEventListener('click', onReset);
    onReset();
  };
}
