/**
 * The store locator over its printed form: the form's submit and buttons are handled by the plain
 * locator-form.ts, run by a named hook (hooks.ts, with the form's busy state and the map's), and
 * the component renders what changes (status, failure, results, the suggestion list). State lives
 * in one reducer; the newest search wins; the map, when there is one, shows the current search,
 * including once it appears after the search.
 */
import { useReducer } from 'react';
import { useLatest } from '../../src/hooks/useLatest';
import { formatDistance } from '../../src/i18n';
import { getConfig } from '../../src/wp/config';
import type { MapHandle } from '../../src/maps/channel';
import { directionsUrl } from '../../src/maps/geo';
import { t } from '../../src/maps/messages';
import type { DistanceUnit } from '../../src/maps/settings';
import { useMap } from '../../src/maps/useMap';
import { useFormBusy, useLocatorForm, useMapSearch, useMapVisitor } from './hooks';
import type { LocatorForm } from './locator-form';
import { initialState, isBusy, locatorReducer, shownSearch, visitorPosition, type LocatorState } from './state';
import { SuggestionList, useAddressSuggestions } from './suggestions';

export interface LocatorProps {
  parts: LocatorForm;
  mapKey: string;
  mapId: number;
  unit: DistanceUnit;
  defaultRadius: number;
}

type Message = Parameters<typeof t>[0];

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
  const suggestions = useAddressSuggestions(parts.address, map?.places);
  const { close: closeSuggestions, picked } = suggestions;

  useLocatorForm(parts, { dispatch, mapId, unit, defaultRadius, geocoder, mapNow, closeSuggestions, picked });
  useFormBusy(parts.form, isBusy(state));
  // the map shows the visitor and the search whenever both are there, in either order
  useMapVisitor(map, visitorPosition(state));
  useMapSearch(map, shownSearch(state), unit);

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
