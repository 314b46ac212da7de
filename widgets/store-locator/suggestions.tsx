/**
 * Place suggestions for the printed address field, while the map publishes a places search: the
 * field becomes a combobox (WAI-ARIA 1.2 list autocomplete) with a listbox placed under it, out
 * of the flow so nothing moves. From 3 characters; arrows move, Enter picks, Escape closes, and
 * leaving the field hides the list after 200 ms (so a click on an option still lands).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PlaceSuggestion, PlacesSearch } from '../map/channel';
import { t as tLocator } from './messages';

export const MIN_QUERY = 3;
export const BLUR_HIDE_MS = 200;

export interface SuggestionsView {
  items: PlaceSuggestion[];
  open: boolean;
  /** index of the highlighted option, -1 for none */
  active: number;
}

const CLOSED: SuggestionsView = { items: [], open: false, active: -1 };

/** Where the arrow keys go: down from nothing is the first, up from nothing the last, both wrap. */
export function stepActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

export interface AddressSuggestions {
  view: SuggestionsView;
  listboxId: string;
  /** Fills the field with a suggestion and closes the list. */
  pick(item: PlaceSuggestion): void;
  /** The suggestion the field holds, if the shopper picked one and has not typed since. */
  picked(): PlaceSuggestion | undefined;
  close(): void;
}

const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'autocomplete'];

export function useAddressSuggestions(input: HTMLInputElement, places: PlacesSearch | undefined): AddressSuggestions {
  const listboxId = `${input.id || 'si-locator-address'}-suggestions`;
  const [view, setView] = useState<SuggestionsView>(CLOSED);
  // the listeners read the view as it is now, not as it was when they were added
  const viewRef = useRef(view);
  const pickedRef = useRef<PlaceSuggestion | undefined>(undefined);
  // counts suggestion requests: closing or picking makes a reply still on its way count for nothing
  const requests = useRef({ asked: 0 });
  const show = useCallback((next: SuggestionsView) => {
    viewRef.current = next;
    setView(next);
  }, []);
  const close = useCallback(() => {
    requests.current.asked++;
    if (viewRef.current.open) show({ ...viewRef.current, open: false, active: -1 });
  }, [show]);
  const pick = useCallback(
    (item: PlaceSuggestion) => {
      requests.current.asked++;
      input.value = item.label;
      pickedRef.current = item;
      show(CLOSED);
    },
    [input, show],
  );

  useEffect(() => {
    if (!places) return;
    const printed = new Map(COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)]));
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('autocomplete', 'off'); // the browser's own list would cover ours
    const counter = requests.current;
    let blurTimer: ReturnType<typeof setTimeout> | undefined;

    const onInput = async () => {
      pickedRef.current = undefined;
      const query = input.value.trim();
      const mine = ++requests.current.asked;
      if (query.length < MIN_QUERY) return show(CLOSED);
      try {
        const items = await places.suggest(query);
        if (mine === requests.current.asked) show(items.length > 0 ? { items, open: true, active: -1 } : CLOSED);
      } catch {
        if (mine === requests.current.asked) show(CLOSED); // the field still geocodes what was typed
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = viewRef.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (current.items.length === 0) return;
        event.preventDefault();
        show({
          ...current,
          open: true,
          active: stepActive(current.open ? current.active : -1, current.items.length, event.key === 'ArrowDown' ? 1 : -1),
        });
      } else if (event.key === 'Enter') {
        const item = current.open ? current.items[current.active] : undefined;
        if (!item) return; // the form submits as usual
        event.preventDefault();
        pick(item);
      } else if (event.key === 'Escape' && current.open) {
        event.preventDefault();
        show({ ...current, open: false, active: -1 });
      }
    };
    const onBlur = () => {
      clearTimeout(blurTimer);
      blurTimer = setTimeout(close, BLUR_HIDE_MS);
    };
    const onFocus = () => clearTimeout(blurTimer);
    const typed = () => void onInput();
    input.addEventListener('input', typed);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      counter.asked++;
      clearTimeout(blurTimer);
      input.removeEventListener('input', typed);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
      for (const [name, value] of printed) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      pickedRef.current = undefined;
      show(CLOSED);
    };
  }, [input, places, listboxId, show, close, pick]);

  useEffect(() => {
    if (!places) return;
    input.setAttribute('aria-expanded', String(view.open));
    const active = view.open && view.active >= 0 ? `${listboxId}-${view.active}` : null;
    if (active) input.setAttribute('aria-activedescendant', active);
    else input.removeAttribute('aria-activedescendant');
  }, [input, places, listboxId, view]);

  const picked = useCallback(() => {
    const item = pickedRef.current;
    return item && input.value === item.label ? item : undefined;
  }, [input]);

  return { view, listboxId, pick, picked, close };
}

/** The listbox, a portal into the field's block (not a <p>, which may not hold a list), placed under the input out of the flow. */
export function SuggestionList({ input, suggestions }: { input: HTMLInputElement; suggestions: AddressSuggestions }) {
  const { view, listboxId, pick } = suggestions;
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !view.open) return;
    // the list and the input share their offset parent: the input's offsets place the list
    element.style.top = `${input.offsetTop + input.offsetHeight}px`;
    element.style.left = `${input.offsetLeft}px`;
    element.style.width = `${input.offsetWidth}px`;
  }, [input, view.open]);
  const container = input.closest('div, fieldset, form');
  if (!container) return null;
  return createPortal(
    <ul
      ref={list}
      id={listboxId}
      role="listbox"
      className="si-locator__suggestions"
      aria-label={tLocator('locator.suggestions')}
      hidden={!view.open}
    >
      {view.items.map((item, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options never take focus: the combobox's own keys (aria-activedescendant) pick them
        <li
          key={item.id}
          id={`${listboxId}-${index}`}
          role="option"
          aria-selected={index === view.active}
          className="si-locator__suggestion"
          // keeps the focus in the field, so its blur does not close the list under the click
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(item)}
        >
          {item.label}
        </li>
      ))}
    </ul>,
    container,
  );
}
