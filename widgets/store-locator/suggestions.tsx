/**
 * Place suggestions for the printed address field, while the map publishes a places search: the
 * field becomes a combobox (the shared src/ui/useCombobox.ts, WAI-ARIA 1.2 list autocomplete)
 * with a listbox placed under it, out of the flow so nothing moves. From 3 characters; arrows
 * move, Enter picks, Escape closes (then clears), and leaving the field hides the list after
 * 200 ms (so a click on an option still lands).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { isExpanded, liveText } from '../../src/ui/combobox';
import { useCombobox, type Combobox } from '../../src/ui/useCombobox';
import type { PlaceSuggestion, PlacesSearch } from '../../src/maps/channel';
import { t as tLocator } from './messages';

export { BLUR_HIDE_MS } from '../../src/ui/useCombobox';
export const MIN_QUERY = 3;

export interface AddressSuggestions {
  combobox: Combobox<PlaceSuggestion>;
  /** The suggestion the field holds, if the shopper picked one and has not typed since. */
  picked(): PlaceSuggestion | undefined;
  close(): void;
}

export function useAddressSuggestions(input: HTMLInputElement, places: PlacesSearch | undefined): AddressSuggestions {
  const pickedRef = useRef<PlaceSuggestion | undefined>(undefined);
  const combobox = useCombobox<PlaceSuggestion>({
    // without a places search the field stays a plain field
    input: places ? input : null,
    listboxId: `${input.id || 'si-locator-address'}-suggestions`,
    minLength: MIN_QUERY,
    async load(query) {
      if (!places) return { options: [] };
      return { options: await places.suggest(query) };
    },
    // the field still geocodes what was typed: the live region says so
    failMessage: () => tLocator('locator.suggestions.failed'),
    choose(item) {
      input.value = item.label;
      pickedRef.current = item;
      return true;
    },
    openOnFocus: false,
  });
  const picked = useCallback(() => {
    const item = pickedRef.current;
    return item && input.value === item.label ? item : undefined;
  }, [input]);
  return { combobox, picked, close: combobox.close };
}

/** The listbox, a portal into the field's block (not a <p>, which may not hold a list), placed under the input out of the flow. */
export function SuggestionList({ input, suggestions }: { input: HTMLInputElement; suggestions: AddressSuggestions }) {
  const { state, listboxId, optionProps } = suggestions.combobox;
  const expanded = isExpanded(state);
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !expanded) return;
    // the list and the input share their offset parent: the input's offsets place the list
    element.style.top = `${input.offsetTop + input.offsetHeight}px`;
    element.style.left = `${input.offsetLeft}px`;
    element.style.width = `${input.offsetWidth}px`;
  }, [input, expanded]);
  const container = input.closest('div, fieldset, form');
  if (!container) return null;
  const count = (n: number) => (n === 1 ? tLocator('locator.suggestions.one') : tLocator('locator.suggestions.other', { n }));
  return createPortal(
    <>
      <ul
        ref={list}
        id={listboxId}
        role="listbox"
        className="si-locator__suggestions"
        aria-label={tLocator('locator.suggestions')}
        hidden={!expanded}
      >
        {state.options.map((item, index) => (
          // options never take focus: the combobox's own keys (aria-activedescendant) pick them
          <li key={item.id} className="si-locator__suggestion" {...optionProps(index)}>
            {item.label}
          </li>
        ))}
      </ul>
      <span className="screen-reader-text si-locator__suggestions-status" role="status">
        {liveText(state, count)}
      </span>
    </>,
    container,
  );
}
