/**
 * The map's own search box (Map Builder's `enableSerchBox`, 400 px): suggestions from the places
 * search from 3 characters on; Enter without a chosen suggestion geocodes what was typed.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PlacesSearch, PlaceSuggestion } from './channel';
import { GeocodeError, geocodeMessageKey, type Geocode } from './geocoder';
import { t } from './messages';
import type { LatLng } from './overlays';
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
  const id = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');

  useEffect(() => {
    const text = query.trim();
    if (!places || text.length < MIN_QUERY_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      places.suggest(text).then(
        (found) => {
          if (!current) return;
          setSuggestions(found);
          setActive(-1);
        },
        () => current && setSuggestions([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [places, query]);

  const fail = (caught: unknown) => setError(t(caught instanceof GeocodeError ? geocodeMessageKey(caught.status) : 'map.tryLater'));
  const choose = (suggestion: PlaceSuggestion) => {
    setQuery(suggestion.label);
    setSuggestions([]);
    setError('');
    places?.locate(suggestion).then(onPlace, fail);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the typed text itself, as in a browser's own autocomplete
      setActive((index) => ((index + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
      return;
    }
    if (event.key === 'Escape') {
      setSuggestions([]);
      return;
    }
    if (event.key !== 'Enter' || !query.trim()) return;
    event.preventDefault();
    const chosen = suggestions[active];
    if (chosen) return choose(chosen);
    setSuggestions([]);
    setError('');
    geocode(query).then(onPlace, fail);
  };
  const listId = `${id}-list`;
  const open = suggestions.length > 0;
  return (
    <div className="si-map__search">
      <input
        type="search"
        className="si-map__search-input"
        role="combobox"
        aria-label={t('locator.address')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim().length < MIN_QUERY_LENGTH) setSuggestions([]);
          setError('');
        }}
        onKeyDown={onKeyDown}
      />
      <ul className="si-map__suggestions" id={listId} role="listbox" aria-label={t('map.suggestions')} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options never take focus: the combobox's own keys (aria-activedescendant) pick them
          <li
            key={suggestion.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="si-map__search-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
