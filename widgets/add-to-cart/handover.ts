/**
 * Adds that left before the island had mounted (early.ts, from the loader's held press), kept per
 * host until the island adopts them: it then shows them as its own (loading while out, the
 * outcome, the "View cart" link, the message), and no second request is sent. The island's code
 * loads only when a press needs it (the spec's `earlyFirst`), so an add that ends before it mounts is
 * shown here as WooCommerce's script shows it: the busy state goes, the control is `added` with its
 * "View cart" link (the cart store announces it in the cart's live region), a product form's add is
 * said in a message too (announce.ts), and the add is done; a failure asks for the island, which says why.
 */
import { cartStore, type AddResult } from '../../src/cart/store';
import { clearBusy } from '../../src/islands/busy';
import { wantIsland } from '../../src/islands/wanted';
import { getConfig } from '../../src/wp/config';
import { productName } from './button';
import { updateButton } from '../../src/cart/view-cart';

export interface EarlyAdd {
  /** the control that shows the state (the loop link, the form's add button) */
  control: Element;
  result: Promise<AddResult>;
  /** the answer, once in */
  settled?: AddResult;
  /** the form's own post, when no ajax add can carry it after all */
  post?: () => void;
  /** sent at the press (send-at-once.ts): whether the loader showed it added, once its reply is in, before the store's outcome */
  shownByLoader?: Promise<boolean>;
  /** the same, once known */
  answered?: boolean;
  /** outlived the time-out and is still waited for (the island says so) */
  slow?: boolean;
  adopted?: boolean;
}

const early = new WeakMap<HTMLElement, EarlyAdd[]>();

export function handOver(host: HTMLElement, add: EarlyAdd): void {
  // a form add's message (a toast) has its code fetched beside the request; a loop add needs none
  // (offline it never comes: the add fails too, and the island says so)
  const announcing = add.post ? import('./announce').catch(() => undefined) : undefined;
  const adds = early.get(host) ?? [];
  adds.push(add);
  early.set(host, adds);
  // past the time-out the shopper is told it is still being worked on: the island says so
  const offSlow = cartStore().subscribe((event) => {
    if (event.type !== 'slow' || (event.source !== add.control && event.source !== host) || add.adopted) return;
    add.slow = true;
    wantIsland(host);
  });
  void Promise.all([add.result, add.shownByLoader]).then(([result, shownByLoader]) => {
    offSlow();
    add.settled = result;
    if (add.adopted) return;
    clearBusy(add.control);
    if (result.ok) {
      add.control.classList.add('added');
      // shown already where the loader sent it at the press
      if (!shownByLoader) updateWithConfig(add.control);
      // a product form's add is said in a message, as WooCommerce's page says it in a notice; a loop
      // add is shown in full by the above, as add-to-cart.js shows it
      void announcing?.then((module) => module?.announceAdded(productName(add.control)));
    } else if (result.reason === 'post') add.post?.();
    // a failure is the island's to explain
    if (!result.ok && result.reason === 'failed') wantIsland(host);
    else forget(host, add);
  });
}

function forget(host: HTMLElement, add: EarlyAdd) {
  const adds = early.get(host)?.filter((kept) => kept !== add) ?? [];
  if (adds.length) early.set(host, adds);
  else early.delete(host);
}

/** updateButton from the config as the islands read it (getConfig): the early module's and the island's. */
export function updateWithConfig(control: Element): Element | null {
  const { addedUrl, isCart, locale, i18n } = getConfig();
  return updateButton(control, addedUrl, isCart, locale, i18n);
}

/** The island takes every early add of `host` (once: a second call finds none). */
export function adoptEarly(host: HTMLElement): EarlyAdd[] {
  const adds = early.get(host) ?? [];
  early.delete(host);
  for (const add of adds) add.adopted = true;
  return adds;
}
