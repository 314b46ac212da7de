/**
 * The locator's side effects, one hook each: the printed form's listeners (the plain
 * `listenToLocatorForm`, locator-form.ts), the form's busy state, and the map showing the visitor
 * and the search whenever both are there, in either order.
 */
import { useEffect, useState } from 'react';
import type { MapHandle } from '../../src/maps/channel';
import { radiusMeters } from '../../src/maps/geo';
import type { DistanceUnit } from '../../src/maps/settings';
import { listenToLocatorForm, storeSearch, type LocatorForm, type LocatorFormContext } from './locator-form';
import type { Origin, shownSearch } from './state';

type FormOptions = Omit<LocatorFormContext, 'search'>;

/** The form's submit, "my location" and reset while the island is there; leaving cancels the search still running. */
export function useLocatorForm(
  parts: LocatorForm,
  { dispatch, mapId, unit, defaultRadius, geocoder, mapNow, closeSuggestions, picked }: FormOptions,
): void {
  const [search] = useState(storeSearch);
  useEffect(() => {
    const listening = new AbortController();
    listenToLocatorForm(
      parts,
      { search, dispatch, mapId, unit, defaultRadius, geocoder, mapNow, closeSuggestions, picked },
      listening.signal,
    );
    return () => listening.abort();
  }, [parts, search, dispatch, closeSuggestions, picked, geocoder, mapId, unit, defaultRadius, mapNow]);
}

/** The form is `aria-busy` while a search runs. */
export function useFormBusy(form: HTMLFormElement, busy: boolean): void {
  useEffect(() => {
    if (!busy) return;
    form.setAttribute('aria-busy', 'true');
    return () => form.removeAttribute('aria-busy');
  }, [form, busy]);
}

/** The map shows the shopper's own position during a my-location search. */
export function useMapVisitor(map: MapHandle | undefined, visitor: Origin | undefined): void {
  useEffect(() => {
    if (map && visitor) map.showVisitor(visitor);
  }, [map, visitor]);
}

/** The map shows the search once its stores are known (none found: the circle only). */
export function useMapSearch(map: MapHandle | undefined, shown: ReturnType<typeof shownSearch>, unit: DistanceUnit): void {
  useEffect(() => {
    if (map && shown) map.showSearch(shown.origin, radiusMeters(shown.radius, unit), shown.phase === 'results' ? shown.results : []);
  }, [map, shown, unit]);
}
