import { atOnceModule } from '../../src/islands/at-once';
import { either, interaction, onWindow, wanted } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { sayOffline } from './offline';

/**
 * The code could not be loaded. Online, the held press went back to the browser (the link and the
 * form work without JavaScript); offline it was dropped, so say why next to the control. The host
 * tries again once the browser is back online.
 */
function codeFailed(host: HTMLElement) {
  if (!navigator.onLine) sayOffline(host);
}

/**
 * The code that sends an add at the press (send-at-once.ts) is a page module of its own, fetched
 * as soon as the page shows an add, so that the loader of every page without one carries none of
 * it. A press before it has arrived leaves from the early module, in turn, as where it cannot.
 * Once here, it also answers refused adds as add-to-cart.js does, until the cart store runs.
 */
const atOnce = atOnceModule<typeof import('./send-at-once')>('add-to-cart-at-once', (module) => module.answerRefusedAdds());

export const addToCart = {
  name: 'add-to-cart',
  // a key pressed in the host, a press the early module leaves, or an add the page asks for
  hydrate: either(interaction(['keydown']), wanted, onWindow(['si-add-to-cart-wake'])),
  // a loop link, a theme's loop button (the host itself, never a form's button), a valid form's
  // submit: an invalid form's press is not held, the browser asks for the missing option at once,
  // and no add is replayed later with what the visitor chose since
  holdUntilMounted: 'a.add_to_cart_button, button.add_to_cart_button[data-island], form.cart:valid [type="submit"]',
  // a loop link's or a simple form's add leaves from the cart store before the framework (early.ts)
  early: 'add-to-cart-early',
  // and is shown from there as WooCommerce shows it: the framework loads only for what that cannot answer
  earlyFirst: true,
  onFound: atOnce.fetch,
  // a loop link's or simple form's add leaves at the press, before even that module is here
  sendAtOnce: (host, press, event) => atOnce.get()?.sendAtOnce(host, press, event),
  codeFailed,
} satisfies IslandSpec;
