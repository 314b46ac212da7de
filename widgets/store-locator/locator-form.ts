/**
 * The printed locator form's behaviour, plain: its submit (the address typed, or the suggestion
 * picked), "my location" and reset start or cancel a search, and a search locates its origin, then
 * asks for the stores; only the newest search changes the state (`dispatch`, the reducer in
 * state.ts). Everything it adds ends with `signal`, which also cancels the search still running.
 */
import { isAborted } from '../../src/wp/errors';
import { latestWins } from '../../src/wp/latest';
import type { MapHandle, PlaceSuggestion } from '../../src/maps/channel';
import type { Geocode } from '../../src/maps/geocoder';
import { t } from '../../src/maps/messages';
import type { DistanceUnit } from '../../src/maps/settings';
import type { LocatorAction, Origin, StoreResult } from './state';
import { failureMessageKey, fetchStores, geocodeAddress, LocatorFailure, locateVisitor } from './stores';

/** The printed form's parts the locator works with. */
export interface LocatorForm {
  form: HTMLFormElement;
  address: HTMLInputElement;
  radius: HTMLSelectElement;
  myLocation: HTMLButtonElement | null;
  reset: HTMLButtonElement | null;
}

export function findForm(host: HTMLElement): LocatorForm | null {
  const form = host.querySelector<HTMLFormElement>('form.si-locator');
  const address = form?.querySelector<HTMLInputElement>('input[name="address"]');
  const radius = form?.querySelector<HTMLSelectElement>('select[name="radius"]');
  if (!form || !address || !radius) return null;
  return { form, address, radius, myLocation: form.querySelector('.si-locator__me'), reset: form.querySelector('.si-locator__reset') };
}

interface Found {
  origin: Origin;
  results: StoreResult[];
}

/** The locator's searches: a new one aborts the one still running (the newest wins). */
export const storeSearch = () => latestWins((signal: AbortSignal, job: (signal: AbortSignal) => Promise<Found>) => job(signal));
export type StoreSearch = ReturnType<typeof storeSearch>;

export interface LocatorFormContext {
  search: StoreSearch;
  dispatch: (action: LocatorAction) => void;
  mapId: number;
  unit: DistanceUnit;
  defaultRadius: number;
  /** the site's own geocoder (`shopIslands.geocoder`), before the map's */
  geocoder: unknown;
  /** the map as it is when a listener runs (never a handle that went away) */
  mapNow: { readonly current: MapHandle | undefined };
  /** the address suggestions' list and the suggestion picked */
  closeSuggestions: () => void;
  picked: () => PlaceSuggestion | undefined;
}

/** Locates the origin, then asks for the stores; only the newest run changes the state. */
async function runSearch(parts: LocatorForm, context: LocatorFormContext, locate: () => Promise<Origin>) {
  const { search, dispatch, mapId, unit, defaultRadius } = context;
  const radius = Number(parts.radius.value) || defaultRadius;
  dispatch({ type: 'locate' });
  try {
    const found = await search.run((signal) =>
      (async () => {
        const origin = await locate();
        signal.throwIfAborted();
        dispatch({ type: 'search', origin, radius });
        return { origin, results: await fetchStores({ mapId, unit, origin, radius }, signal) };
      })(),
    );
    dispatch({ type: 'found', origin: found.origin, radius, results: found.results });
  } catch (caught) {
    if (isAborted(caught)) return;
    dispatch({ type: 'fail', message: failureMessageKey(caught) });
  }
}

/** The form's submit, "my location" and reset, from now until `signal` aborts. */
export function listenToLocatorForm(parts: LocatorForm, context: LocatorFormContext, signal: AbortSignal): void {
  const { form, address, myLocation, reset } = parts;
  const { search, dispatch, geocoder, mapNow, closeSuggestions, picked } = context;
  const siteGeocoder = typeof geocoder === 'function' ? (geocoder as Geocode) : undefined;

  const onSubmit = (event: Event) => {
    event.preventDefault();
    closeSuggestions();
    const text = address.value.trim();
    if (!text) {
      search.cancel();
      dispatch({ type: 'fail', message: 'map.setLocation' });
      address.focus();
      return;
    }
    const chosen = picked();
    const places = mapNow.current?.places;
    void runSearch(
      parts,
      context,
      chosen && places
        ? () =>
            places.locate(chosen).then(
              (position) => ({ ...position, label: chosen.label }),
              () => Promise.reject(new LocatorFailure(navigator.onLine === false ? 'error.offline' : 'map.tryLater')),
            )
        : () => geocodeAddress(siteGeocoder ?? mapNow.current?.geocode, text),
    );
  };
  const onMyLocation = () =>
    void runSearch(parts, context, async () => ({ ...(await locateVisitor()), label: t('map.you'), visitor: true }));
  const onReset = () => {
    search.cancel();
    closeSuggestions();
    address.value = '';
    dispatch({ type: 'reset' });
    mapNow.current?.reset();
  };

  form.addEventListener('submit', onSubmit, { signal });
  myLocation?.addEventListener('click', onMyLocation, { signal });
  reset?.addEventListener('click', onReset, { signal });
  signal.addEventListener('abort', () => search.cancel());
}
