/**
 * The locator's state in one place: what it is doing (idle, locating the origin, searching the
 * stores, showing results or none, or a failure with its message), and the view is derived from it.
 */
import type { Place } from '../../src/maps/geocoder';
import type { MapMarker } from '../../src/maps/overlays';

export type StoreResult = MapMarker & { distance: number };

/** Where the search is centred; `visitor` when it is the shopper's own position (my location). */
export type Origin = Place & { visitor?: boolean };

export type LocatorState =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'searching'; origin: Origin; radius: number }
  | { phase: 'results'; origin: Origin; radius: number; results: StoreResult[] }
  | { phase: 'empty'; origin: Origin; radius: number }
  | { phase: 'error'; message: string };

export type LocatorAction =
  | { type: 'locate' }
  | { type: 'search'; origin: Origin; radius: number }
  | { type: 'found'; origin: Origin; radius: number; results: StoreResult[] }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const initialState: LocatorState = { phase: 'idle' };

export function locatorReducer(state: LocatorState, action: LocatorAction): LocatorState {
  switch (action.type) {
    case 'locate':
      return { phase: 'locating' };
    case 'search':
      return { phase: 'searching', origin: action.origin, radius: action.radius };
    case 'found':
      return action.results.length === 0
        ? { phase: 'empty', origin: action.origin, radius: action.radius }
        : { phase: 'results', origin: action.origin, radius: action.radius, results: action.results };
    case 'fail':
      return { phase: 'error', message: action.message };
    case 'reset':
      return state.phase === 'idle' ? state : initialState;
  }
}

/** The search the map should show: set once the stores are known (none found shows the circle only). */
export const shownSearch = (state: LocatorState) => (state.phase === 'results' || state.phase === 'empty' ? state : undefined);

/** The shopper's own position while a my-location search is on. */
export const visitorPosition = (state: LocatorState): Origin | undefined =>
  (state.phase === 'searching' || state.phase === 'results' || state.phase === 'empty') && state.origin.visitor ? state.origin : undefined;

export const isBusy = (state: LocatorState) => state.phase === 'locating' || state.phase === 'searching';
