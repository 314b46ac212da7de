/**
 * The header's mini cart: a dropdown (disclosure) or an off-canvas drawer (modal dialog) around
 * WooCommerce's `div.widget_shopping_cart_content`. React owns the state (one reducer, state.ts),
 * the toggle's and panel's attributes, the message, the close button and the backdrop; the cart
 * list stays the server's node, which fragments replace from outside (src/cart/fragments.ts), so
 * React renders beside it (a slot before the panel, a portal at the panel's head) and never into it.
 * Remove links and quantity fields inside it work through listeners delegated to the host.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t as cartT } from '../../src/cart/messages';
import { useCart } from '../../src/cart/react';
import { cartStore } from '../../src/cart/store';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps, type ReactIslandModule } from '../../src/islands/island';
import type { InferProps } from '../../src/islands/props';
import { wrapTab } from '../../src/ui/focus';
import { listenToListControls } from './controls';
import { props, useShowCartWidget } from './shared';
import { miniCart, WOKEN_BY_ADD_ATTRIBUTE } from './island';
import { initialState, miniCartReducer, panelAttributes, type MiniCartAction, type MiniCartMode, type MiniCartState } from './state';

const PANEL = '.si-mini-cart__panel';
const HEAD = 'si-mini-cart__head';
const TOGGLE = '.si-mini-cart__toggle';
/** How long the dropdown waits after the pointer or focus left before closing. */
export const LEAVE_DELAY_MS = 300;

let panelCount = 0;

const Chevron = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

function setAttributes(element: Element, attributes: Record<string, string | null>) {
  for (const [name, value] of Object.entries(attributes))
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
}

const hovered = (element: Element) => {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
};

type Props = IslandComponentProps<typeof props>;

function MiniCart({ host, mode = 'dropdown', autoCloseMs = 5000 }: Omit<Props, 'mode'> & { mode?: MiniCartMode }) {
  const store = cartStore();
  const cart = useCart(store);
  // the dropdown the early module opened on a press before this mount stays open (pinned, as by the toggle)
  const [state, dispatch] = useReducer(miniCartReducer, mode, (mode) =>
    host.classList.contains('is-open') ? miniCartReducer(initialState(mode), { type: 'open', reason: 'toggle' }) : initialState(mode),
  );
  const panel = host.querySelector<HTMLElement>(PANEL)!;
  const head = panel.querySelector<HTMLElement>(`:scope > .${HEAD}`)!;
  // the toggle the theme printed stays the one used (a press before hydration was held on it); else ours
  const [printedToggle] = useState(() => host.querySelector<HTMLButtonElement>(TOGGLE));
  const ownToggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stateRef = useRef<MiniCartState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returnFocus = useRef<HTMLElement | null>(null);
  const offCanvas = mode === 'off-canvas';

  const toggleElement = () => printedToggle ?? ownToggle.current;
  /** the element the drawer focused on opening: focus resting there is not the visitor working in it */
  const focusedOnOpen = useRef<Element | null>(null);
  const engaged = useCallback(
    // the drawer's backdrop covers the page: only the panel itself counts there
    () => {
      const area = offCanvas ? panel : host;
      return hovered(area) || (area.contains(document.activeElement) && document.activeElement !== focusedOnOpen.current);
    },
    [host, panel, offCanvas],
  );
  const act = useCallback((action: MiniCartAction) => {
    if (action.type === 'open' || action.type === 'toggle' || action.type === 'close') clearTimeout(leaveTimer.current);
    dispatch(action);
  }, []);

  const empty = !store.hasCart() && cart.adding === 0;
  const adding = cart.adding > 0;

  // everything the printed markup shows of the state
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

  useShowCartWidget(adding);

  // the printed toggle answers presses (the held one is replayed once this has run)
  useEffect(() => {
    if (!printedToggle) return;
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      act({ type: 'toggle' });
    };
    printedToggle.addEventListener('click', onClick);
    return () => printedToggle.removeEventListener('click', onClick);
  }, [printedToggle, act]);

  // adds open the panel; an add that woke the island may have completed before it mounted
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

  // after an add: close after autoCloseMs unless the visitor points at it or works in it
  useEffect(() => {
    if (!state.open || !state.autoClose) return;
    const timer = setTimeout(() => {
      // the drawer had focus: it goes back where it was
      if (!engaged()) act({ type: 'close', restoreFocus: offCanvas });
    }, autoCloseMs);
    return () => clearTimeout(timer);
  }, [state.open, state.autoClose, state.adds, autoCloseMs, engaged, act, offCanvas]);

  // the drawer takes focus when it opens and gives it back when closed by a press
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (state.open && !wasOpen.current && state.focusIn) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusedOnOpen.current = closeButton.current ?? panel;
      (closeButton.current ?? panel).focus();
    }
    if (!state.open && wasOpen.current) {
      if (state.restoreFocus) {
        const back = returnFocus.current?.isConnected ? returnFocus.current : toggleElement();
        back?.focus();
      }
      returnFocus.current = null;
      focusedOnOpen.current = null;
    }
    wasOpen.current = state.open;
  });

  // the list, its remove links and quantity fields are replaced by fragments: listen on the host
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!stateRef.current.open) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        act({ type: 'close', restoreFocus: true });
        return;
      }
      if (offCanvas) wrapTab(event, panel);
    };
    const onPointerEnter = (event: PointerEvent) => {
      if (!offCanvas && event.pointerType === 'mouse') act({ type: 'open', reason: 'hover' });
    };
    const closeLater = (check: () => boolean) => {
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => {
        if (check()) act({ type: 'close' });
      }, LEAVE_DELAY_MS);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (!offCanvas && event.pointerType === 'mouse' && stateRef.current.openedBy !== 'toggle' && !host.contains(document.activeElement))
        closeLater(() => true);
    };
    const onFocusOut = (event: FocusEvent) => {
      // focus leaving because fragments replaced the focused element is not the visitor leaving
      if (
        !offCanvas &&
        stateRef.current.openedBy !== 'toggle' &&
        event.relatedTarget !== null &&
        !host.contains(event.relatedTarget as Node)
      )
        closeLater(() => !engaged());
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).matches('.si-mini-cart__backdrop')) act({ type: 'close', restoreFocus: true });
    };
    const listeners: Array<[string, (event: never) => void]> = [
      ['keydown', onKeyDown],
      ['pointerenter', onPointerEnter],
      ['pointerleave', onPointerLeave],
      ['focusout', onFocusOut],
      ['click', onClick],
    ];
    for (const [type, listener] of listeners) host.addEventListener(type, listener as EventListener);
    const stopControls = listenToListControls(host, () => panel, store, {
      message: (text) => act({ type: 'message', text }),
      busy: (delta) => act({ type: 'busy', delta }),
    });
    return () => {
      clearTimeout(leaveTimer.current);
      stopControls();
      for (const [type, listener] of listeners) host.removeEventListener(type, listener as EventListener);
    };
  }, [host, panel, store, offCanvas, engaged, act]);

  const message = state.message || (cart.slow ? cartT('cart.slow') : '');
  return (
    <>
      {printedToggle ? null : (
        <button
          ref={ownToggle}
          type="button"
          className="si-mini-cart__toggle"
          aria-expanded={state.open}
          aria-controls={panel.id}
          aria-label={t('cart.showMiniCart')}
          onClick={() => act({ type: 'toggle' })}
        >
          <Chevron />
        </button>
      )}
      {offCanvas ? (
        // a click on it closes the drawer (the host's click listener); Escape and the close button are the keyboard's way
        <div className="si-mini-cart__backdrop" hidden={!state.open} />
      ) : null}
      {createPortal(
        <>
          {offCanvas ? (
            <button
              ref={closeButton}
              type="button"
              className="si-mini-cart__close"
              aria-label={t('cart.close')}
              onClick={() => act({ type: 'close', restoreFocus: true })}
            >
              ×
            </button>
          ) : null}
          <p className="si-mini-cart__message" role="alert">
            {message}
          </p>
        </>,
        head,
      )}
    </>
  );
}

const panelIsland = defineIsland(miniCart, {
  props,
  prepare(host) {
    if (!host.querySelector(PANEL)) throw new Error(`holds no ${PANEL}`);
  },
  slot(host) {
    const panel = host.querySelector<HTMLElement>(PANEL)!;
    panel.id ||= `si-mini-cart-${++panelCount}`;
    // the portal's place at the panel's head, before the server's list (never inside it)
    const head = host.ownerDocument.createElement('div');
    head.className = HEAD;
    panel.prepend(head);
    const slot = makeSlot(host, 'si-mini-cart__ui', (element) => panel.before(element), 'span');
    slot.style.display = 'contents';
    return slot;
  },
  component: (componentProps: Props) => (
    <MiniCart {...componentProps} mode={componentProps.mode === 'widget' ? 'dropdown' : componentProps.mode} />
  ),
});

/** The header's panel here; the Cart widget (`data-mode="widget"`) from its own chunk (CartWidget.tsx). */
export default {
  ...panelIsland,
  mount: (host: HTMLElement, hostProps: InferProps<typeof props>) =>
    hostProps.mode === 'widget'
      ? import('./CartWidget').then((widget) => widget.default.mount(host, hostProps))
      : panelIsland.mount(host, hostProps),
} satisfies ReactIslandModule<typeof props>;
