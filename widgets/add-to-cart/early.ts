/**
 * dist/islands/add-to-cart-early-<hash>.js: the add to cart before the framework. The loader holds a
 * press on a loop link or a simple product's add button (src/islands/hold.ts), shows it busy at
 * once, and offers it here: this plain module (the cart store, no React) takes the reply of an add
 * the loader sent at the press (send-at-once.ts), or sends it as the island would; the island, when
 * it mounts, adopts it (handover.ts). What needs the island to start (a variable product's choice, a
 * modified click, an invalid or disabled form, a form only the browser can post) is left to it.
 */
import { planFormAdd } from '../../src/cart/form-add';
import { cartStore } from '../../src/cart/store';
import { plainPress, type HeldPress } from '../../src/islands/hold';
import { getConfig } from '../../src/wp/config';
import type { SentPress } from '../../src/islands/types';
import { buttonData, isLoopPress, postForm } from './button';
import { handOver, type EarlyAdd } from './handover';
import { simpleFormPress } from './simple-form';
import type { SentAdd } from './send-at-once';

const isSentAdd = (sent: SentPress): sent is SentAdd => 'data' in sent && 'reply' in sent;

export function takePress(host: HTMLElement, press: HeldPress, event: Event, sent?: SentPress): boolean {
  if (press.type !== 'click' || !plainPress(event)) return false;
  const control = press.control;
  // refused at the press by a listener (send-at-once.ts), which was told: nothing to do
  if (sent && 'refused' in sent) return true;
  // an add that left at the press (send-at-once.ts): the store takes its reply
  if (sent && isSentAdd(sent)) {
    const store = cartStore({ replyComing: true });
    const { form } = sent;
    const add: EarlyAdd = form
      ? {
          control,
          result: store.addForm(form.form, form.productId, control, { ...sent, form }),
          post: () => postForm(form.form, form.productId),
        }
      : { control, result: store.addToCart(sent.data, host, sent) };
    add.shownByLoader = sent.shown;
    void sent.shown.then((shown) => (add.answered = shown));
    handOver(host, add);
    return true;
  }
  // a loop link or button: its data is the add, as with add-to-cart.js
  if (isLoopPress(host, control)) {
    handOver(host, { control, result: cartStore().addToCart(buttonData(host), host) });
    return true;
  }
  // a simple product's form: its add button's press
  const simple = simpleFormPress(host, control);
  if (!simple || planFormAdd(simple.form, simple.productId, getConfig().flatsome).kind !== 'send') return false;
  const { form, productId } = simple;
  handOver(host, {
    control,
    result: cartStore().addForm(form, productId, control),
    post: () => postForm(form, productId),
  });
  return true;
}
