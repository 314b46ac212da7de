/**
 * The store locator over its printed form: the form's submit and buttons are handled through
 * listeners added in effects, and the component renders what changes (status, failure, results,
 * the suggestion list). State lives in one reducer; the newest search wins; the map, when there is
 * one, shows the current search, including once it appears after the search.
 */
import { useEffect, useReducer, useState } from 'react';
import { useLatest } from '../../src/hooks/useLatest';
import { formatDistance } from '../../src/i18n';
import { getConfig } from '../../src/wp/config';
import { isAborted } from '../../src/wp/errors';
import { latestWins } from '../../src/wp/latest';
import type { MapHandle } from '../../src/maps/channel';
import { directionsUrl, radiusMeters } from '../../src/maps/geo';
import type { Geocode } from '../../src/maps/geocoder';
import { t } from '../../src/maps/messages';
import type { DistanceUnit } from '../../src/maps/settings';
import { useMap } from '../../src/maps/useMap';
import {
  initialState,
  isBusy,
  locatorReducer,
  shownSearch,
  visitorPosition,
  type LocatorState,
  type Origin,
  type StoreResult,
} from './state';
import { failureMessageKey, fetchStores, geocodeAddress, LocatorFailure, locateVisitor } from './stores';
import { SuggestionList, useAddressSuggestions } from './suggestions';

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

export interface LocatorProps {
  parts: LocatorForm;
  mapKey: string;
  mapId: number;
  unit: DistanceUnit;
  defaultRadius: number;
}

type Message = Parameters<typeof t>[0];
interface Found {
  origin: Origin;
  results: StoreResult[];
}

function statusText(state: LocatorState, unit: DistanceUnit, locale: string): string {
  switch (state.phase) {
    case 'locating':
    case 'searching':
      return t('locator.searching');
    case 'empty':
      return t('locator.none', { radius: formatDistance(state.radius, unit, locale), place: state.origin.label });
    case 'results': {
      const radius = formatDistance(state.radius, unit, locale);
      return state.results.length === 1
        ? t('locator.found.one', { radius, place: state.origin.label })
        : t('locator.found.other', { count: state.results.length, radius, place: state.origin.label });
    }
    default:
      return '';
  }
}

export function StoreLocator({ parts, mapKey, mapId, unit, defaultRadius }: LocatorProps) {
  const { locale, geocoder } = getConfig();
  const [state, dispatch] = useReducer(locatorReducer, initialState);
  const map = useMap(mapKey);
  // the form's listeners call the map as it is when they run, never a handle that went away
  const mapNow = useLatest<MapHandle | undefined>(map);
  const [search] = useState(() => latestWins((signal: AbortSignal, job: (signal: AbortSignal) => Promise<Found>) => job(signal)));
  const suggestions = useAddressSuggestions(parts.address, map?.places);
  const { close: closeSuggestions, picked } = suggestions;

  useEffect(() => {
    const { form, address, radius: radiusSelect, myLocation, reset } = parts;
    const siteGeocoder = typeof geocoder === 'function' ? (geocoder as Geocode) : undefined;

    /** Locates the origin, then asks for the stores; only the newest run changes the state. */
    async function run(locate: () => Promise<Origin>) {
      const radius = Number(radiusSelect.value) || defaultRadius;
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
      void run(
        chosen && places
          ? () =>
              places.locate(chosen).then(
                (position) => ({ ...position, label: chosen.label }),
                () => Promise.reject(new LocatorFailure(navigator.onLine === false ? 'error.offline' : 'map.tryLater')),
              )
          : () => geocodeAddress(siteGeocoder ?? mapNow.current?.geocode, text),
      );
    };
    const onMyLocation = () => void run(async () => ({ ...(await locateVisitor()), label: t('map.you'), visitor: true }));
    const onReset = () => {
      search.cancel();
      closeSuggestions();
      address.value = '';
      dispatch({ type: 'reset' });
      mapNow.current?.reset();
    };

    const listening = new AbortController();
    const { signal } = listening;
    form.addEventListener('submit', onSubmit, { signal });
    myLocation?.addEventListener('click', onMyLocation, { signal });
    reset?.addEventListener('click', onReset, { signal });
    return () => {
      search.cancel();
      listening.abort();
    };
  }, [parts, search, closeSuggestions, picked, geocoder, mapId, unit, defaultRadius, mapNow]);

  const busy = isBusy(state);
  useEffect(() => {
    if (!busy) return;
    parts.form.setAttribute('aria-busy', 'true');
    return () => parts.form.removeAttribute('aria-busy');
  }, [parts, busy]);

  // the map shows the visitor and the search whenever both are there, in either order
  const visitor = visitorPosition(state);
  const shown = shownSearch(state);
  useEffect(() => {
    if (map && visitor) map.showVisitor(visitor);
  }, [map, visitor]);
  useEffect(() => {
    if (map && shown) map.showSearch(shown.origin, radiusMeters(shown.radius, unit), shown.phase === 'results' ? shown.results : []);
  }, [map, shown, unit]);

  const results = state.phase === 'results' ? state.results : [];
  return (
    <>
      <p className="si-locator__status" role="status">
        {statusText(state, unit, locale)}
      </p>
      <p className="si-locator__error" role="alert">
        {state.phase === 'error' ? t(state.message as Message) : ''}
      </p>
      <ol className="si-locator__results" aria-label={t('locator.results')}>
        {results.map((result) => (
          <li key={result.id} className="si-locator__result">
            <strong>{result.title}</strong> <span className="si-locator__distance">{formatDistance(result.distance, unit, locale)}</span>
            <p>{result.address}</p>
            <p>
              <a href={directionsUrl(result)} target="_blank" rel="noopener noreferrer">
                {t('map.directions')}
              </a>
              {map && (
                <>
                  {' · '}
                  <button type="button" className="link-button" onClick={() => map.focusMarker(result.id)}>
                    {t('locator.showOnMap')}
                  </button>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
      {map?.places && <SuggestionList input={parts.address} suggestions={suggestions} />}
    </>
  );
}
