/**
 * The header's mini cart: a dropdown (disclosure) or an off-canvas drawer (modal dialog) around
 * WooCommerce's `div.widget_shopping_cart_content`. React owns the state (one reducer, state.ts),
 * the toggle's and panel's attributes, the message, the close button and the backdrop; the cart
 * list stays the server's node, which fragments replace from outside (src/cart/fragments.ts), so
 * React renders beside it (a slot before the panel, a portal at the panel's head) and never into it.
 * Remove links and quantity fields inside it work through listeners delegated to the host.
 */
import { useCallback, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t as cartT } from '../../src/cart/messages';
import { useCart } from '../../src/cart/react';
import { cartStore } from '../../src/cart/store';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps, type ReactIslandModule } from '../../src/islands/island';
import type { InferProps } from '../../src/islands/props';
import {
  hovered,
  useAutoClose,
  useDismissal,
  useDrawerFocus,
  useLeaveTimer,
  useListControls,
  useOpenOnAdd,
  usePrintedMarkup,
  usePrintedToggle,
} from './hooks';
import { props, useShowCartWidget } from './shared';

import { initialState, miniCartReducer, type MiniCartAction, type MiniCartMode } from './state';

export { LEAVE_DELAY_MS } from './hooks';

const PANEL = '.si-mini-cart__panel';
const HEAD = 'si-mini-cart__head';
const TOGGLE = '.si-mini-cart__toggle';

let panelCount = 0;

const Chevron = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

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
  const offCanvas = mode === 'off-canvas';
  const leave = useLeaveTimer();
  const act = useCallback(
    (action: MiniCartAction) => {
      if (action.type === 'open' || action.type === 'toggle' || action.type === 'close') leave.cancel();
      dispatch(action);
    },
    [leave],
  );
  const adding = cart.adding > 0;
  // the panel shows before the drawer's focus moves into it (layout effects run in this order)
  usePrintedMarkup(host, panel, printedToggle, mode, state, { adding, empty: !store.hasCart() && !adding });
  const focusedOnOpen = useDrawerFocus(state, panel, closeButton, () => printedToggle ?? ownToggle.current);
  const engaged = useCallback(
    // the drawer's backdrop covers the page: only the panel itself counts there
    () => {
      const area = offCanvas ? panel : host;
      return hovered(area) || (area.contains(document.activeElement) && document.activeElement !== focusedOnOpen.current);
    },
    [host, panel, offCanvas, focusedOnOpen],
  );

  useShowCartWidget(adding);
  usePrintedToggle(printedToggle, act);
  useOpenOnAdd(store, host, offCanvas, act);
  useAutoClose(state, autoCloseMs, engaged, act);
  useDismissal(host, panel, state, engaged, act, leave);
  useListControls(host, panel, store, act);

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

const panelIsland = defineIsland(
  { name: 'mini-cart' },
  {
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
      <MiniCart {...componentProps} mode={componentProps.mode === 'off-canvas' ? 'off-canvas' : 'dropdown'} />
    ),
  },
);

/**
 * The header's panel here; the Cart widget (`data-mode="widget"`) from its own chunk (CartWidget.tsx);
 * the hidden `fragments` host has nothing to show (its spec's onFound starts the cart store).
 */
export default {
  ...panelIsland,
  mount: (host: HTMLElement, hostProps: InferProps<typeof props>) =>
    hostProps.mode === 'fragments'
      ? Promise.resolve(() => undefined)
      : hostProps.mode === 'widget'
        ? import('./CartWidget').then((widget) => widget.default.mount(host, hostProps))
        : panelIsland.mount(host, hostProps),
} satisfies ReactIslandModule<typeof props>;
