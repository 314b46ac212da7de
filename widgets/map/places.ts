/// <reference types="google.maps" />
/**
 * The maps service's places search (Place Autocomplete, new API) behind `PlacesSearch`: one session
 * token from the first suggestion to the chosen place, as Google bills it.
 */
import type { PlacesSearch, PlaceSuggestion } from '../../src/maps/channel';
import { GeocodeError } from '../../src/maps/geocoder';

export const MIN_QUERY_LENGTH = 3;

export function googlePlaces(places: typeof google.maps.places, options: { language: string; region: string }): PlacesSearch {
  let token = new places.AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  return {
    async suggest(query) {
      const input = query.trim();
      if (input.length < MIN_QUERY_LENGTH) return [];
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: token,
        language: options.language,
        region: options.region,
      });
      const found: PlaceSuggestion[] = [];
      for (const { placePrediction } of suggestions) {
        if (!placePrediction) continue;
        predictions.set(placePrediction.placeId, placePrediction);
        found.push({ id: placePrediction.placeId, label: placePrediction.text.text });
      }
      return found;
    },
    async locate(suggestion) {
      const prediction = predictions.get(suggestion.id);
      const place = prediction ? prediction.toPlace() : new places.Place({ id: suggestion.id });
      await place.fetchFields({ fields: ['location'] });
      token = new places.AutocompleteSessionToken();
      const location = place.location;
      if (!location) throw new GeocodeError('ZERO_RESULTS');
      return { lat: location.lat(), lng: location.lng() };
    },
  };
}
