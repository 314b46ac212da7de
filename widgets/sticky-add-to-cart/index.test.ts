import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
import { stickyAddToCart } from './island';
import { isAbove, productForm } from './target';
import { hydrates } from '../../test/fixtures/strategy';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>>) => void;
let observers: Array<{ callback: Callback; disconnected: boolean }>;
const at = (bottom: number, visible: boolean) => ({
  isIntersecting: visible,
  intersectionRatio: visible ? 1 : 0,
  boundingClientRect: { bottom } as DOMRectReadOnly,
});
const report = (entry: ReturnType<typeof at>) => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([entry]));

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  document.body.innerHTML = `<form class="cart"><button type="submit" name="add-to-cart" value="5">In den Warenkorb</button></form>
    <div class="sticky-add-to-cart" data-island="sticky-add-to-cart" data-target="form.cart"><button type="button">In den Warenkorb</button></div>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('sticky add-to-cart bar', () => {
  it('its spec waits (loads no code) until the main form is above the viewport', async () => {
    let ready = false;
    void hydrates(stickyAddToCart, document.querySelector<HTMLElement>('[data-island="sticky-add-to-cart"]')!).then(() => (ready = true));
    report(at(400, true));
    report(at(900, false)); // below the viewport: not yet
    await Promise.resolve();
    expect(ready).toBe(false);
    report(at(-10, false));
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('is active, not inert and not hidden only while the form is above; unmount gives the bar back', async () => {
    const host = document.querySelector<HTMLElement>('.sticky-add-to-cart')!;
    const unmount = await mountedInAct(() => island.mount(host, { target: 'form.cart' }));
    expect(host.getAttribute('aria-hidden')).toBe('true');
    act(() => report(at(-10, false)));
    expect(host.classList.contains('is-active')).toBe(true);
    expect(host.inert).toBe(false);
    expect(host.getAttribute('aria-hidden')).toBe('false');
    act(() => report(at(300, true)));
    expect(host.classList.contains('is-active')).toBe(false);
    expect(isAbove(at(0, false))).toBe(true);
    act(() => unmount());
    expect(host.className).toBe('sticky-add-to-cart');
    expect(host.hasAttribute('aria-hidden')).toBe(false);
  });

  it('stands only for a product form (form.cart): a data-target naming another form is refused', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="logout" action="/wp-login.php?action=logout"><button>x</button></form>');
    expect(productForm('#logout')).toBeNull();
    expect(productForm('form:not(.cart)')).toBeNull();
    expect(() => productForm('[[')).toThrow();
    expect(productForm('form.cart')).toBe(document.querySelector('form.cart'));
    const host = document.querySelector<HTMLElement>('.sticky-add-to-cart')!;
    expect(() => island.mount(host, { target: '#logout' })).toThrow(/finds no form.cart/);
  });

  it('submits a variable product’s form with its add button (a hidden add-to-cart input is no submitter); while it is disabled, goes to the form', async () => {
    document.body.innerHTML = `<form class="cart variations_form"><select name="attribute_pa_size" required><option value="">Wählen</option><option>m</option></select>
      <button type="submit" class="single_add_to_cart_button button alt disabled">In den Warenkorb</button><input type="hidden" name="add-to-cart" value="16"></form>
      <div class="sticky-add-to-cart" data-island="sticky-add-to-cart"><button type="button">In den Warenkorb</button></div>`;
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    const submitted: Array<HTMLElement | null> = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event as SubmitEvent).submitter);
    });
    form.scrollIntoView = () => undefined;
    const host = document.querySelector<HTMLElement>('.sticky-add-to-cart')!;
    const unmount = await mountedInAct(() => island.mount(host, { target: 'form.cart' }));
    const press = () => act(() => host.querySelector('button')!.click());
    press();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(submitted).toEqual([]);
    form.querySelector('select')!.value = 'm';
    form.querySelector('.single_add_to_cart_button')!.classList.remove('disabled');
    press();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(submitted).toEqual([form.querySelector('.single_add_to_cart_button')]);
    act(() => unmount());
  });
});
