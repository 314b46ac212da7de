/**
 * A field as a list-autocomplete combobox (WAI-ARIA 1.2), over an input the server printed or one
 * the island rendered: listeners and ARIA attributes go on the element in effects and come off
 * again on unmount, so the printed field is given back as it was. The state is the one object of
 * ./combobox.ts; the input's ARIA, the listbox and option props are derived from it only.
 *
 * Keys: ArrowDown/ArrowUp move (wrapping; they open the list), Home/End move to the first/last
 * option while one is active, Enter takes the active option when the page can follow it (else the
 * key goes on, e.g. the form submits what was typed), Escape closes the list and, once closed,
 * empties the field; Tab leaves. Pointer: hovering an option makes it active, a click takes it.
 * The list hides BLUR_HIDE_MS after focus leaves (so a click on an option still lands).
 * Lookups are deferred by `delay`, the newest wins (older ones are aborted and their replies dropped).
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useDomEvent } from '../hooks/useDomEvent';
import { useLatest } from '../hooks/useLatest';
import {
  comboboxKey,
  comboboxReducer,
  initialComboboxState,
  isExpanded,
  type ComboboxAction,
  type ComboboxAnswer,
  type ComboboxState,
} from './combobox';

export const BLUR_HIDE_MS = 200;

export interface ComboboxConfig<T> {
  /** The field; null keeps it a plain field (nothing attached). */
  input: HTMLInputElement | null;
  /** Focus may move anywhere inside this element without hiding the list (default: the input). */
  within?: HTMLElement | null;
  /** id of the listbox; option i is `${listboxId}-${i}`. */
  listboxId: string;
  minLength: number;
  /** ms between typing and looking up (0: at once). */
  delay?: number;
  /** The query as looked up from the field's text (default: trimmed). */
  normalise?: (text: string) => string;
  /** An answer known without asking (a cache); shown at once. */
  cached?: (query: string) => ComboboxAnswer<T> | undefined;
  load: (query: string, signal: AbortSignal) => Promise<ComboboxAnswer<T>>;
  /** The line shown for a failed lookup; return null for one the caller gave up on (aborted). */
  failMessage: (error: unknown) => string | null;
  /**
   * Take an option (Enter or click). Return false when it cannot be followed: then nothing
   * happens and Enter goes on as the browser's (the form submits what was typed).
   */
  choose: (option: T, index: number) => boolean;
  /** When focus comes back, show again what was found (and look up typed text). Default true. */
  openOnFocus?: boolean;
}

export interface Combobox<T> {
  state: ComboboxState<T>;
  listboxId: string;
  optionId: (index: number) => string;
  /** Props for option `index`: id, role, aria-selected and the pointer handlers. */
  optionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (event: MouseEvent) => void;
    onMouseMove: () => void;
    onClick: () => void;
  };
  /** Look up the field's text again (e.g. a filter next to it changed). */
  refresh: () => void;
  close: () => void;
}

const ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'autocomplete'];

const trimmed = (text: string) => text.trim();

/** The field's role, given back as printed on unmount. */
function useComboboxRole(input: HTMLInputElement | null, listboxId: string): void {
  useLayoutEffect(() => {
    if (!input) return;
    const printed = new Map(ATTRIBUTES.map((name) => [name, input.getAttribute(name)]));
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('autocomplete', 'off'); // the browser's own list would cover ours
    return () => {
      for (const [name, value] of printed) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
    };
  }, [input, listboxId]);
}

/** The input's ARIA, from the state only, and the active option scrolled into view. */
function useListboxAria(input: HTMLInputElement | null, expanded: boolean, activeId: string | null): void {
  useLayoutEffect(() => {
    if (!input) return;
    input.setAttribute('aria-expanded', String(expanded));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);
  useEffect(() => {
    if (activeId) input?.ownerDocument.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [input, activeId]);
}

export function useCombobox<T>(config: ComboboxConfig<T>): Combobox<T> {
  const { input, listboxId } = config;
  const region = config.within ?? input;
  const [state, setState] = useState<ComboboxState<T>>(initialComboboxState);
  // listeners read the state as it is now (updated at dispatch, not at the next render)
  const current = useRef(state);
  const latest = useLatest(config);
  const dispatch = useCallback((action: ComboboxAction<T>) => {
    const next = comboboxReducer(current.current, action);
    if (next === current.current) return;
    current.current = next;
    setState(next);
  }, []);
  const optionId = useCallback((index: number) => `${listboxId}-${index}`, [listboxId]);

  // lookups: one timer and one request at a time, both dropped when a newer one starts
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const stop = useCallback(() => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  }, []);

  const lookUp = useCallback(
    (query: string, request: number) => {
      if (current.current.request !== request) return;
      const controller = new AbortController();
      pending.current.controller = controller;
      latest.current.load(query, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) dispatch({ type: 'answer', request, answer });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = latest.current.failMessage(error);
          if (message !== null) dispatch({ type: 'fail', request, message });
        },
      );
    },
    [dispatch, latest],
  );

  const update = useCallback(() => {
    if (!input) return;
    stop();
    const { normalise = trimmed, minLength, cached, delay = 0 } = latest.current;
    const query = normalise(input.value);
    const searchable = [...query].length >= minLength;
    dispatch({ type: 'input', query, searchable });
    if (!searchable) return;
    const request = current.current.request;
    const known = cached?.(query);
    if (known) return dispatch({ type: 'answer', request, answer: known });
    if (delay <= 0) lookUp(query, request);
    else pending.current.timer = setTimeout(() => lookUp(query, request), delay);
  }, [input, stop, dispatch, lookUp, latest]);

  const close = useCallback(() => {
    if (current.current.status === 'loading') stop();
    dispatch({ type: 'close' });
  }, [stop, dispatch]);

  const choose = useCallback(
    (index: number): boolean => {
      const option = current.current.options[index];
      if (option === undefined || !input) return false;
      if (!latest.current.choose(option, index)) return false;
      stop();
      dispatch({ type: 'settle', query: (latest.current.normalise ?? trimmed)(input.value) });
      return true;
    },
    [input, stop, dispatch, latest],
  );

  useDomEvent(input, 'input', () => update());
  useDomEvent(input, 'keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || !input) return;
    const outcome = comboboxKey(current.current, event.key);
    switch (outcome.kind) {
      case 'dispatch':
        if (outcome.action.type === 'close') close();
        else dispatch(outcome.action);
        event.preventDefault();
        return;
      case 'choose':
        if (choose(outcome.index)) event.preventDefault();
        return;
      case 'clear':
        event.preventDefault();
        input.value = '';
        update();
        return;
    }
  });

  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusIn = () => {
    clearTimeout(blurTimer.current);
    if (!input || latest.current.openOnFocus === false) return;
    const state = current.current;
    const query = (latest.current.normalise ?? trimmed)(input.value);
    if (state.query === query && state.status !== 'idle') dispatch({ type: 'reopen' });
    else if ([...query].length >= latest.current.minLength) update();
  };
  // a region listens to focus moving in and out of it, a lone field to its own focus and blur
  const lone = region === input;
  useDomEvent(region, lone ? 'focus' : 'focusin', () => focusIn());
  useDomEvent(region, lone ? 'blur' : 'focusout', () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (region && !lone && region.contains(region.ownerDocument.activeElement)) return;
      close();
    }, BLUR_HIDE_MS);
  });

  // hydrated by the first focus or keystroke: pick up what is already typed
  const pickUpTyped = useEffectEvent(() => {
    if (input?.ownerDocument.activeElement === input) focusIn();
  });
  // the pending lookup, the blur's timer and the list end with the field
  useEffect(() => {
    if (!input || !region) return;
    pickUpTyped();
    const timers = blurTimer;
    return () => {
      clearTimeout(timers.current);
      stop();
      dispatch({ type: 'settle', query: '' });
    };
  }, [input, region, stop, dispatch]);

  // declared before the state's ARIA below, so that it records the printed attributes first
  useComboboxRole(input, listboxId);
  const expanded = isExpanded(state);
  const activeId = expanded && state.active >= 0 ? optionId(state.active) : null;
  useListboxAria(input, expanded, activeId);

  const optionProps = useCallback(
    (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': expanded && index === state.active,
      // keeps the focus in the field, so its blur does not hide the list under the click
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => dispatch({ type: 'hover', index }),
      onClick: () => void choose(index),
    }),
    [optionId, expanded, state.active, dispatch, choose],
  );

  return { state, listboxId, optionId, optionProps, refresh: update, close };
}
