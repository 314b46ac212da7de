/**
 * The map's own search box (Map Builder's `enableSerchBox`, 400 px): a combobox on the shared
 * src/ui/useCombobox.ts with suggestions from the places search from 3 characters on; Enter
 * without a chosen suggestion geocodes what was typed.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { isExpanded, liveText } from '../../src/ui/combobox';
import { useCombobox } from '../../src/ui/useCombobox';
import type { PlacesSearch, PlaceSuggestion } from '../../src/maps/channel';
import { GeocodeError, geocodeMessageKey, type Geocode } from '../../src/maps/geocoder';
import { t } from '../../src/maps/messages';
import type { LatLng } from '../../src/maps/overlays';
import { MIN_QUERY_LENGTH } from './places';

const SUGGEST_DELAY_MS = 250;

export function SearchBox({
  geocode,
  places,
  onPlace,
}: {
  geocode: Geocode;
  places: PlacesSearch | undefined;
  onPlace: (place: LatLng) => void;
}) {
  // useId's colons are no CSS-safe id
  const id = `si-map-search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [error, setError] = useState('');

  const fail = (caught: unknown) => setError(t(caught instanceof GeocodeError ? geocodeMessageKey(caught.status) : 'map.tryLater'));
  const combobox = useCombobox<PlaceSuggestion>({
    input,
    listboxId: `${id}-list`,
    minLength: MIN_QUERY_LENGTH,
    delay: SUGGEST_DELAY_MS,
    async load(query) {
      return { options: places ? await places.suggest(query) : [] };
    },
    failMessage: () => t('map.suggestions.failed'),
    choose(suggestion) {
      if (!places || !input) return false;
      input.value = suggestion.label;
      setError('');
      places.locate(suggestion).then(onPlace, fail);
      return true;
    },
  });
  const { state, listboxId, optionProps } = combobox;

  // Enter that took no suggestion (the combobox's own listener ran first) geocodes the text
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.defaultPrevented) return;
    const query = event.currentTarget.value.trim();
    if (!query) return;
    event.preventDefault();
    combobox.close();
    setError('');
    geocode(query).then(onPlace, fail);
  };
  const count = (n: number) => (n === 1 ? t('map.suggestions.one') : t('map.suggestions.other', { n }));
  return (
    <div className="si-map__search">
      <input
        ref={setInput}
        type="search"
        className="si-map__search-input"
        aria-label={t('locator.address')}
        aria-invalid={error ? true : undefined}
        onChange={() => setError('')}
        onKeyDown={onKeyDown}
      />
      <ul className="si-map__suggestions" id={listboxId} role="listbox" aria-label={t('map.suggestions')} hidden={!isExpanded(state)}>
        {state.options.map((suggestion, index) => (
          // options never take focus: the combobox's own keys (aria-activedescendant) pick them
          <li key={suggestion.id} {...optionProps(index)}>
            {suggestion.label}
          </li>
        ))}
      </ul>
      <span className="screen-reader-text" role="status">
        {liveText(state, count)}
      </span>
      {error ? (
        <p className="si-map__search-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
