/**
 * The Cart widget (`data-mode="widget"`): WooCommerce's list where the widget prints it, kept
 * current by fragments (the cart store) and worked through its remove links and quantity fields.
 * The island adds only the message line before the list (the root, a slot) and the host's busy
 * state. Its own chunk: the header's dropdown never loads it, nor it the dropdown.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { t as cartT } from '../../src/cart/messages';
import { useCart } from '../../src/cart/react';
import { cartStore } from '../../src/cart/store';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { listenToListControls } from './controls';

import { props, useShowCartWidget } from './shared';

const CONTENT = '.widget_shopping_cart_content';

function CartWidget({ host }: IslandComponentProps<typeof props>) {
  const store = cartStore();
  const cart = useCart(store);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(0);
  useShowCartWidget(cart.adding > 0);

  useLayoutEffect(() => {
    host.classList.add('si-mini-cart', 'si-mini-cart--widget');
    host.classList.toggle('si-mini-cart--adding', cart.adding > 0);
    if (busy > 0) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
  }, [host, busy, cart.adding]);

  useEffect(
    () =>
      listenToListControls(host, () => host, store, {
        message: setMessage,
        busy: (delta) => setBusy((count) => Math.max(0, count + delta)),
      }),
    [host, store],
  );

  return (
    <p className="si-mini-cart__message" role="alert">
      {message || (cart.slow ? cartT('cart.slow') : '')}
    </p>
  );
}

export default defineIsland(
  { name: 'mini-cart' },
  {
    props,
    prepare(host) {
      if (!host.querySelector(CONTENT)) throw new Error(`holds no ${CONTENT}`);
    },
    // the message line before the list (fragments replace the list, never the slot)
    slot: (host) => makeSlot(host, 'si-mini-cart__ui', (element) => host.prepend(element)),
    component: CartWidget,
  },
);
