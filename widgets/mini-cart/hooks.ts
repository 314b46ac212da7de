/**
 * The header panel's side effects, one hook each. The state is the reducer's (state.ts); these
 * only carry it to the page (attributes, focus, timers) and bring the page's events to it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { CartStore } from '../../src/cart/store';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { t } from '../../src/i18n';
import { wrapTab } from '../../src/ui/focus';
import { listenToListControls } from './controls';
import { WOKEN_BY_ADD_ATTRIBUTE } from './names';
import { panelAttributes, type MiniCartAction, type MiniCartMode, type MiniCartState } from './state';

/** How long the dropdown waits after the pointer or focus left before closing. */
export const LEAVE_DELAY_MS = 300;

type Act = (action: MiniCartAction) => void;

function setAttributes(element: Element, attributes: Record<string, string | null>) {
  for (const [name, value] of Object.entries(attributes))
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
}

export const hovered = (element: Element): boolean => {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
};

/** Everything the printed markup shows of the state: the panel's attributes, the host's classes, the theme's toggle. */
export function usePrintedMarkup(
  host: HTMLElement,
  panel: HTMLElement,
  printedToggle: HTMLButtonElement | null,
  mode: MiniCartMode,
  state: MiniCartState,
  cart: { adding: boolean; empty: boolean },
): void {
  const { adding, empty } = cart;
  useLayoutEffect(() => {
    setAttributes(panel, panelAttributes(state, t('cart.miniCart')));
    host.classList.add('si-mini-cart', `si-mini-cart--${mode}`);
    host.classList.toggle('is-open', state.open);
    host.classList.toggle('si-mini-cart--adding', adding);
    host.classList.toggle('si-mini-cart--empty', empty);
    if (printedToggle) {
      printedToggle.setAttribute('aria-expanded', String(state.open));
      printedToggle.setAttribute('aria-controls', panel.id);
      if (!printedToggle.hasAttribute('aria-label')) printedToggle.setAttribute('aria-label', t('cart.showMiniCart'));
    }
  }, [host, panel, printedToggle, mode, state, adding, empty]);
}

/** A press on the theme's toggle toggles the panel (a press held before the mount is replayed once this listens). */
export function usePrintedToggle(printedToggle: HTMLButtonElement | null, act: Act): void {
  useDomEvent(printedToggle, 'click', (event) => {
    event.preventDefault();
    act({ type: 'toggle' });
  });
}

/** Adds open the panel; an add that woke the island may have ended before it mounted; a pointer already over the dropdown opens it. */
export function useOpenOnAdd(store: CartStore, host: HTMLElement, offCanvas: boolean, act: Act): void {
  useEffect(() => {
    const unsubscribe = store.subscribe((event) => {
      if (event.type === 'added') act({ type: 'added' });
    });
    if (host.hasAttribute(WOKEN_BY_ADD_ATTRIBUTE)) {
      host.removeAttribute(WOKEN_BY_ADD_ATTRIBUTE);
      if (!store.isAdding && store.lastAddResult === 'added') act({ type: 'added' });
    }
    // the pointer that woke the dropdown is already over it: no pointerenter will come
    if (!offCanvas && hovered(host)) act({ type: 'open', reason: 'hover' });
    return unsubscribe;
  }, [store, host, act, offCanvas]);
}

/** After an add, the panel closes after `autoCloseMs` unless the visitor points at it or works in it. */
export function useAutoClose(state: MiniCartState, autoCloseMs: number, engaged: () => boolean, act: Act): void {
  const { open, autoClose, adds, mode } = state;
  useEffect(() => {
    if (!open || !autoClose) return;
    // the drawer had focus: it goes back where it was
    const timer = setTimeout(() => {
      if (!engaged()) act({ type: 'close', restoreFocus: mode === 'off-canvas' });
    }, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoClose, adds, mode, autoCloseMs, engaged, act]);
}

/**
 * The drawer takes focus when it opens (its close button) and gives it back when closed by a press.
 * Returns the element it focused: focus still resting there is not the visitor working in it.
 */
export function useDrawerFocus(
  state: MiniCartState,
  panel: HTMLElement,
  closeButton: RefObject<HTMLButtonElement | null>,
  toggle: () => HTMLElement | null,
): RefObject<Element | null> {
  const wasOpen = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusedOnOpen = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (state.open && !wasOpen.current && state.focusIn) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusedOnOpen.current = closeButton.current ?? panel;
      (closeButton.current ?? panel).focus();
    }
    if (!state.open && wasOpen.current) {
      if (state.restoreFocus) (returnFocus.current?.isConnected ? returnFocus.current : toggle())?.focus();
      returnFocus.current = null;
      focusedOnOpen.current = null;
    }
    wasOpen.current = state.open;
  });
  return focusedOnOpen;
}

/** One pending close after the pointer or focus left, cancelled by any open, toggle or close. */
export interface LeaveTimer {
  closeLater(check: () => boolean, act: Act): void;
  cancel(): void;
}

export function useLeaveTimer(): LeaveTimer {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const cancel = () => clearTimeout(timer.current);
    return {
      cancel,
      closeLater(check, act) {
        cancel();
        timer.current = setTimeout(() => {
          if (check()) act({ type: 'close' });
        }, LEAVE_DELAY_MS);
      },
    };
  }, []);
}

/**
 * How the visitor leaves the panel: Escape (and Tab kept inside the drawer), the dropdown's hover and
 * focus going away, the drawer's backdrop. Listened on the host: fragments replace what is inside.
 */
export function useDismissal(
  host: HTMLElement,
  panel: HTMLElement,
  state: MiniCartState,
  engaged: () => boolean,
  act: Act,
  leave: LeaveTimer,
): void {
  const offCanvas = state.mode === 'off-canvas';
  const pinned = state.openedBy === 'toggle';
  useDomEvent(host, 'keydown', (event) => {
    if (!state.open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      act({ type: 'close', restoreFocus: true });
    } else if (offCanvas) wrapTab(event, panel);
  });
  useDomEvent(host, 'pointerenter', (event) => {
    if (!offCanvas && event.pointerType === 'mouse') act({ type: 'open', reason: 'hover' });
  });
  useDomEvent(host, 'pointerleave', (event) => {
    if (!offCanvas && event.pointerType === 'mouse' && !pinned && !host.contains(document.activeElement)) leave.closeLater(() => true, act);
  });
  useDomEvent(host, 'focusout', (event) => {
    // focus leaving because fragments replaced the focused element is not the visitor leaving
    if (!offCanvas && !pinned && event.relatedTarget !== null && !host.contains(event.relatedTarget as Node))
      leave.closeLater(() => !engaged(), act);
  });
  useDomEvent(host, 'click', (event) => {
    if ((event.target as Element).matches('.si-mini-cart__backdrop')) act({ type: 'close', restoreFocus: true });
  });
}

/** The list's remove links and quantity fields, delegated to the host (fragments replace the list). */
export function useListControls(host: HTMLElement, panel: HTMLElement, store: CartStore, act: Act): void {
  useEffect(
    () =>
      listenToListControls(host, () => panel, store, {
        message: (text) => act({ type: 'message', text }),
        busy: (delta) => act({ type: 'busy', delta }),
      }),
    [host, panel, store, act],
  );
}
