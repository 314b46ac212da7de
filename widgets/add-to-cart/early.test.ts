/** The add that leaves before the framework (early.ts) and the island that adopts it once mounted (handover.ts). */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MARK, showBusy } from '../../src/islands/busy';
import { holdPresses } from '../../src/islands/hold';
import { ISLAND_WANTED } from '../../src/islands/wanted';
import { CART_LOCK, CART_RUNNING } from '../../src/cart/lock';
import { cartStore } from '../../src/cart/store';
import { resetConfig } from '../../src/wp/config';
import { buttonsUpdated } from '../../test/fixtures/button-updates';
import { fakeLocks, type FakeLocks } from '../../test/fixtures/locks';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { mountedInAct, settle } from '../../test/fixtures/act';
import { takePress } from './early';
import { handOver } from './handover';
import island from './index';
import { addToCart } from './island';
import { answerRefusedAdds, sendAtOnce } from './send-at-once';

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 Artikel</div>' };
const ok = () => new Response(JSON.stringify({ fragments, cart_hash: 'h1' }));

let replies: Array<() => Response>;
let letGo: (() => void) | undefined;
let unmount: (() => void) | undefined;
let fetched: Array<{ url: string; body: string }>;
let events: string[];
let listening: AbortController;

const toasts = () => [...document.querySelectorAll('.si-toast')].map((toast) => toast.textContent);

/**
 * The loader's hold on `host` with this module as its early answer, as the runtime sets it up (the
 * spec's selector without `:valid`, which happy-dom does not match on a form).
 */
const hold = (host: HTMLElement) =>
  holdPresses(host, addToCart.holdUntilMounted.replace(':valid', ''), 8000, (press, event) =>
    Promise.resolve(takePress(host, press, event)),
  );

function loopCard() {
  document.body.innerHTML = `<ul><li class="product"><h2 class="woocommerce-loop-product__title">Espressobohnen</h2>
    <a href="?add-to-cart=3" data-island="add-to-cart" class="button add_to_cart_button ajax_add_to_cart" data-product_id="3" data-quantity="1">In den Warenkorb</a></li></ul>`;
  return document.querySelector<HTMLElement>('.add_to_cart_button')!;
}

function productForm(extra = '') {
  document.body.innerHTML = `<div class="product"><h1 class="product_title">Espressobohnen</h1>
    <form class="cart" data-island="add-to-cart" action="" method="post" ${extra}>
      <div class="quantity"><input type="number" name="quantity" value="2" min="1" required></div>
      <button type="submit" name="add-to-cart" value="7" class="single_add_to_cart_button button">In den Warenkorb</button>
    </form></div>`;
  return document.querySelector<HTMLFormElement>('form.cart')!;
}

const mount = async (host: HTMLElement) => {
  unmount = await mountedInAct(() => island.mount(host, {}));
};

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/warenkorb/', locale: 'de-DE' };
  replies = [];
  fetched = [];
  events = [];
  listening = new AbortController();
  for (const name of ['adding_to_cart', 'added_to_cart'])
    document.body.addEventListener(name, () => events.push(name), { signal: listening.signal });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url: String(url), body: String(init?.body ?? '') });
      if (letGo === undefined) await new Promise<void>((resolve) => (letGo = resolve));
      return (replies.shift() ?? ok)();
    }),
  );
});
afterEach(() => {
  listening.abort();
  act(() => unmount?.());
  unmount = undefined;
  letGo = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
});
beforeAll(() => import('../../src/ui/sanitize').then((module) => module.sanitizer()));

describe('an add pressed before the island mounted', () => {
  it('leaves at once from the cart store; the island adopts it: still loading, no second request, then added as its own', async () => {
    const button = loopCard();
    const held = hold(button);
    button.click();
    await settle(10);
    expect(fetched.map((request) => request.url)).toEqual(['/?wc-ajax=add_to_cart']);
    expect(fetched[0]!.body).toContain('product_id=3');
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(events).toEqual(['adding_to_cart']);

    // the island mounts while the add is out: it keeps the busy state (never removed and added again)
    // a record whose old value lacks the state means it was removed and added again
    const flashes: string[] = [];
    const note = (records: MutationRecord[]) =>
      records.forEach((record) => {
        if (record.attributeName === 'class' && !record.oldValue?.split(' ').includes('loading')) flashes.push(`class ${record.oldValue}`);
        if (record.attributeName === 'aria-busy' && record.oldValue !== 'true') flashes.push(`aria-busy ${record.oldValue}`);
      });
    const observer = new MutationObserver(note);
    observer.observe(button, { attributes: true, attributeOldValue: true, attributeFilter: ['class', 'aria-busy'] });
    await mount(button);
    act(() => held.release());
    await settle(10);
    note(observer.takeRecords());
    observer.disconnect();
    expect(flashes).toEqual([]);
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.hasAttribute(BUSY_MARK)).toBe(false);
    expect(fetched).toHaveLength(1);

    letGo!();
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.classList.contains('added')).toBe(true);
    // right after the button, as add-to-cart.js puts it
    expect(button.nextElementSibling?.matches('a.added_to_cart[href="/warenkorb/"]')).toBe(true);
    expect(toasts().join()).toContain('Espressobohnen');
    expect(events).toEqual(['adding_to_cart', 'added_to_cart']);
    expect(fetched).toHaveLength(1);
  });

  it('answered before the island mounts: the busy state goes, the control is `added` with its "View cart" link at once; an island mounting later shows nothing of it again', async () => {
    letGo = () => undefined;
    const button = loopCard();
    const updated = buttonsUpdated(listening.signal);
    const held = hold(button);
    button.click();
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.classList.contains('added')).toBe(true);
    // the result shown without waiting for the framework, as WooCommerce's add-to-cart.js shows it
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(link.getAttribute('href')).toBe('/warenkorb/');
    expect(link.textContent).toBe('Warenkorb anzeigen');
    expect(updated).toEqual([button]);
    await mount(button);
    act(() => held.release());
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    expect(toasts()).toEqual([]);
    expect(fetched).toHaveLength(1);
    expect(events).toEqual(['adding_to_cart', 'added_to_cart']);
  });

  it('a failed early add (HTTP 500) is shown by the island as its own failure, and the button stays usable', async () => {
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    const button = loopCard();
    const held = hold(button);
    button.click();
    await settle(10);
    await mount(button);
    act(() => held.release());
    letGo!();
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.classList.contains('added')).toBe(false);
    expect(document.querySelector('.si-toast--error')?.textContent).not.toBe('');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    // a second press is the island's own, one more request
    act(() => button.click());
    await settle(10);
    expect(fetched).toHaveLength(2);
  });

  it("a simple product's form: the add goes with the form's fields, the island adopts it on its add button", async () => {
    const form = productForm();
    const button = form.querySelector<HTMLElement>('button')!;
    const held = hold(form);
    button.click();
    await settle(10);
    expect(fetched).toHaveLength(1);
    const body = new URLSearchParams(fetched[0]!.body);
    expect(body.get('product_id')).toBe('7');
    expect(body.get('quantity')).toBe('2');
    expect(body.has('add-to-cart')).toBe(false);
    expect(button.classList.contains('loading')).toBe(true);
    await mount(form);
    act(() => held.release());
    letGo!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.classList.contains('loading')).toBe(false);
    expect(fetched).toHaveLength(1);
  });

  it('leaves to the island what needs it: a variable product, a modified click, a disabled button', () => {
    const form = productForm('');
    const button = form.querySelector<HTMLElement>('button')!;
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    expect(takePress(form, { type: 'click', control: button }, click({ ctrlKey: true }))).toBe(false);
    button.classList.add('disabled');
    expect(takePress(form, { type: 'click', control: button }, click())).toBe(false);
    button.classList.remove('disabled');
    form.classList.add('variations_form');
    expect(takePress(form, { type: 'click', control: button }, click())).toBe(false);
    const link = loopCard();
    expect(takePress(link, { type: 'submit', form: document.createElement('form'), submitter: null }, new Event('submit'))).toBe(false);
    expect(fetched).toHaveLength(0);
  });

  it('a press the early module leaves is replayed to the island once mounted, which sends it as always', async () => {
    const button = loopCard();
    const held = hold(button);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, shiftKey: true }));
    await settle(10);
    expect(fetched).toHaveLength(0);
    expect(button.classList.contains('loading')).toBe(true);
    await mount(button);
    act(() => held.release());
    await settle(10);
    expect(fetched).toHaveLength(1);
    expect(button.classList.contains('loading')).toBe(true);
    letGo!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
  });
  it('sends what an adding_to_cart listener changed in the data it was handed, as add-to-cart.js does', async () => {
    const button = loopCard();
    document.body.addEventListener(
      'adding_to_cart',
      (event) => Object.assign((event as CustomEvent<[Element, Record<string, unknown>]>).detail[1], { quantity: 3, gift_note: 'Für Oma' }),
      { signal: listening.signal },
    );
    hold(button);
    button.click();
    await settle(10);
    expect(fetched.map((request) => [...new URLSearchParams(request.body)])).toEqual([
      [
        ['product_id', '3'],
        ['quantity', '3'],
        ['gift_note', 'Für Oma'],
      ],
    ]);
    letGo!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
  });
});

describe('an add sent at the press, before the early module is here (send-at-once.ts)', () => {
  let locks: FakeLocks;
  let earlyHere: () => void;
  let earlyFailed: (error: Error) => void;

  /** The runtime's hold with the spec's sendAtOnce: the request leaves at the press, the early module takes its reply once loaded. */
  let early: Promise<void>;
  const holdSending = (host: HTMLElement) =>
    holdPresses(host, addToCart.holdUntilMounted.replace(':valid', ''), 8000, (press, event) => {
      const sent = sendAtOnce(host, press, event);
      const taking = early.then(() => takePress(host, press, event, sent));
      return sent ? taking.catch(() => (sent.orphaned(), true)) : taking;
    });

  beforeEach(() => {
    // the early module, once per page as the runtime loads it
    early = new Promise<void>((resolve, reject) => {
      earlyHere = resolve;
      earlyFailed = reject;
    });
    locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    // a page whose cart store has not started (this file's earlier tests started the module's one)
    delete (globalThis as Record<string, unknown>)[CART_RUNNING];
  });
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('leaves at once with the link’s data under the cart’s Web Lock, announced once; the store takes its reply: one request, added', async () => {
    const button = loopCard();
    const updated = buttonsUpdated(listening.signal);
    const held = holdSending(button);
    button.click();
    await settle(10);
    // before any module: the request is out, with exactly the link's data, holding the lock
    expect(fetched).toEqual([{ url: '/?wc-ajax=add_to_cart', body: 'product_id=3&quantity=1' }]);
    expect(locks.held()).toBe(CART_LOCK);
    expect(events).toEqual(['adding_to_cart']);
    expect(button.classList.contains('loading')).toBe(true);

    // answered while no module of the island's is here: shown as add-to-cart.js shows it
    letGo!();
    await settle(10);
    expect(locks.held()).toBeUndefined();
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.nextElementSibling?.getAttribute('href')).toBe('/warenkorb/');
    expect(button.nextElementSibling?.textContent).toBe('Warenkorb anzeigen');
    expect(events).toEqual(['adding_to_cart']);
    expect(updated).toEqual([button]);

    // the store takes the reply: the fragments and WooCommerce's event, no second link, request or update
    earlyHere();
    await settle(10);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    expect(events).toEqual(['adding_to_cart', 'added_to_cart']);
    expect(fetched).toHaveLength(1);

    await mount(button);
    act(() => held.release());
    await settle(10);
    expect(fetched).toHaveLength(1);
    expect(toasts()).toEqual([]);
    expect(updated).toEqual([button]);
  });

  it('with jQuery on the page, the link’s jQuery .data() values and what an adding_to_cart handler changed leave with it', async () => {
    const dropJQuery = useRealJQuery();
    try {
      const button = loopCard();
      realJQuery(button).data('gift_note', 'Für Oma').data('quantity', 5);
      realJQuery(document.body).on('adding_to_cart.test', (_event: unknown, _button: unknown, data: Record<string, unknown>) => {
        data.wrapping = { paper: 'rot' };
      });
      holdSending(button);
      button.click();
      await settle(10);
      // in jQuery's order, the attribute's quantity over .data()'s, as add-to-cart.js gathers them
      expect(fetched.map((request) => [...new URLSearchParams(request.body)])).toEqual([
        [
          ['gift_note', 'Für Oma'],
          ['quantity', '1'],
          ['product_id', '3'],
          ['wrapping[paper]', 'rot'],
        ],
      ]);
      expect(locks.held()).toBe(CART_LOCK);
    } finally {
      letGo?.();
      await settle(10);
      realJQuery(document.body).off('.test');
      dropJQuery();
    }
  });

  it('a theme’s loop <button> host leaves at the press as a link does', async () => {
    document.body.innerHTML = `<ul><li class="product"><h2 class="woocommerce-loop-product__title">Espressobohnen</h2>
      <button type="button" data-island="add-to-cart" class="button add_to_cart_button ajax_add_to_cart" data-product_id="3" data-quantity="1">In den Warenkorb</button></li></ul>`;
    const button = document.querySelector<HTMLElement>('button')!;
    holdSending(button);
    button.click();
    await settle(10);
    expect(fetched).toEqual([{ url: '/?wc-ajax=add_to_cart', body: 'product_id=3&quantity=1' }]);
    expect(button.classList.contains('loading')).toBe(true);
    letGo!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.nextElementSibling?.getAttribute('href')).toBe('/warenkorb/');
  });

  it('shows no "View cart" where the site sends the shopper to the cart after an add, nor on the cart page; the text follows the site', async () => {
    letGo = () => undefined;
    const config = (globalThis as unknown as { shopIslands: Record<string, unknown> }).shopIslands;
    for (const [extra, links] of [
      [{ cartRedirectAfterAdd: true }, 0],
      [{ isCart: true }, 0],
      [{ locale: 'fr-FR', i18n: { fr: { 'cart.viewCart': 'Voir le panier' } } }, 1],
    ] as const) {
      Object.assign(config, extra);
      const button = loopCard();
      holdSending(button);
      button.click();
      await settle(10);
      expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(links);
      if (links) expect(document.querySelector('a.added_to_cart')?.textContent).toBe('Voir le panier');
      for (const key of Object.keys(extra)) delete config[key];
    }
  });

  it('answered while the island mounts (adopted, the host not yet marked mounted): shown once, by the loader, and said updated once', async () => {
    const button = loopCard();
    const updated = buttonsUpdated(listening.signal);
    const held = holdSending(button);
    button.click();
    await settle(10);
    earlyHere();
    await settle(10);
    await mount(button);
    act(() => held.release());
    await settle(10);
    expect(button.classList.contains('loading')).toBe(true);
    letGo!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    expect(updated).toEqual([button]);
    expect(fetched).toHaveLength(1);
  });

  it('an island mounting after the loader showed the add as added, before the store’s outcome, shows it added: never loading again', async () => {
    const button = loopCard();
    showBusy(button);
    button.classList.remove('loading');
    button.removeAttribute('aria-busy');
    button.removeAttribute(BUSY_MARK);
    button.classList.add('added');
    // the store's outcome still to come
    handOver(button, { control: button, result: new Promise(() => undefined), answered: true });
    const loading: string[] = [];
    const observer = new MutationObserver(() => button.classList.contains('loading') && loading.push(button.className));
    observer.observe(button, { attributes: true, attributeFilter: ['class'] });
    await mount(button);
    await settle(10);
    observer.disconnect();
    expect(loading).toEqual([]);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('two quick presses leave one after the other, each answered once', async () => {
    document.body.innerHTML = `<ul><li class="product"><h2 class="woocommerce-loop-product__title">Espressobohnen</h2>
      <a href="?add-to-cart=3" class="button add_to_cart_button ajax_add_to_cart" data-product_id="3" data-quantity="1">In den Warenkorb</a></li>
      <li class="product"><h2 class="woocommerce-loop-product__title">Filterkaffee</h2>
      <a href="?add-to-cart=4" class="button add_to_cart_button ajax_add_to_cart" data-product_id="4" data-quantity="1">In den Warenkorb</a></li></ul>`;
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.add_to_cart_button')];
    holdSending(first!);
    holdSending(second!);
    letGo = () => undefined;
    first!.click();
    second!.click();
    await settle(10);
    expect(fetched.map((request) => request.body)).toEqual(['product_id=3&quantity=1', 'product_id=4&quantity=1']);
    expect(locks.granted()).toBe(2);
    earlyHere();
    await settle(10);
    expect([first!.classList.contains('added'), second!.classList.contains('added')]).toEqual([true, true]);
    expect(fetched).toHaveLength(2);
  });

  it('a failed reply (HTTP 500, offline) is the store’s failure as if it had sent it: not added, the button usable again', async () => {
    for (const reply of [() => new Response('<h1>Fehler</h1>', { status: 500 }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      replies.push(reply as () => Response);
      letGo = () => undefined;
      const button = loopCard();
      holdSending(button);
      button.click();
      earlyHere();
      await settle(10);
      expect(button.classList.contains('loading')).toBe(false);
      expect(button.classList.contains('added')).toBe(false);
      expect(events.filter((name) => name === 'added_to_cart')).toEqual([]);
    }
    expect(fetched).toHaveLength(2);
  });

  it('without its early module (it could not be loaded), the press is not given back (no second add): the reply ends the busy state', async () => {
    letGo = () => undefined;
    const button = loopCard();
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);
    const held = holdSending(button);
    button.click();
    earlyFailed(new TypeError('Failed to fetch dynamically imported module'));
    await settle(10);
    held.release(true);
    await settle(10);
    document.removeEventListener('click', followed);
    expect(followed).not.toHaveBeenCalled();
    expect(fetched).toHaveLength(1);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.classList.contains('added')).toBe(true);
  });

  it("a simple product's form leaves at once with its fields (as the cart store sends them); its answer is shown on the add button, the store takes it: one request", async () => {
    const form = productForm();
    form.insertAdjacentHTML(
      'beforeend',
      '<input type="hidden" name="gift_note" value="Für Oma"><input type="hidden" name="add-to-cart" value="7">',
    );
    const button = form.querySelector<HTMLElement>('button')!;
    const announced: unknown[] = [];
    document.body.addEventListener('adding_to_cart', (event) => announced.push((event as CustomEvent).detail), {
      signal: listening.signal,
    });
    const held = holdSending(form);
    button.click();
    await settle(10);
    expect(fetched).toEqual([{ url: '/?wc-ajax=add_to_cart', body: 'product_id=7&quantity=2&gift_note=F%C3%BCr+Oma' }]);
    expect(locks.held()).toBe(CART_LOCK);
    expect(events).toEqual(['adding_to_cart']);
    expect(announced).toEqual([[button, { product_id: '7', quantity: '2', gift_note: 'Für Oma' }]]);

    letGo!();
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.classList.contains('added')).toBe(true);
    expect(button.nextElementSibling?.matches('a.added_to_cart[href="/warenkorb/"]')).toBe(true);

    const wanted: Event[] = [];
    form.addEventListener(ISLAND_WANTED, (event) => wanted.push(event), { signal: listening.signal });
    earlyHere();
    await settle(10);
    expect(events).toEqual(['adding_to_cart', 'added_to_cart']);
    // the early module says a product form's add in its message, as WooCommerce's page says it in a
    // notice: the island's code (and React) is not asked for
    expect(toasts()).toEqual(['„Espressobohnen“ wurde Ihrem Warenkorb hinzugefügt.Warenkorb anzeigen']);
    expect(document.querySelector<HTMLAnchorElement>('.si-toast a')?.getAttribute('href')).toBe('/warenkorb/');
    expect(wanted).toHaveLength(0);
    // an island mounting later (another press, a key) says nothing of it again
    await mount(form);
    act(() => held.release());
    await settle(10);
    expect(fetched).toHaveLength(1);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    expect(toasts()).toHaveLength(1);
  });

  it("where Flatsome runs, a form goes to its admin-ajax action from the plugin's config; admin-ajax answering 0 (no handler) sends it to wc-ajax, once", async () => {
    Object.assign((globalThis as unknown as { shopIslands: Record<string, unknown> }).shopIslands, { ajaxUrl: '/wp-admin/admin-ajax.php' });
    vi.stubGlobal('flatsomeVars', { ajaxurl: '/elsewhere/admin-ajax.php' });
    resetConfig();
    replies.push(() => new Response('0'));
    letGo = () => undefined;
    const form = productForm();
    holdSending(form);
    const announced: unknown[] = [];
    document.body.addEventListener('adding_to_cart', (event) => announced.push((event as CustomEvent).detail), {
      signal: listening.signal,
    });
    form.querySelector<HTMLElement>('button')!.click();
    await settle(10);
    expect(fetched).toEqual([{ url: '/wp-admin/admin-ajax.php', body: 'action=flatsome_ajax_add_to_cart&product_id=7&quantity=2' }]);
    // announced with the add's fields, as the cart store announces a form's add: no admin-ajax action among them
    expect(announced).toEqual([[form.querySelector('button'), { product_id: '7', quantity: '2' }]]);
    earlyHere();
    await settle(10);
    expect(fetched.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php', '/?wc-ajax=add_to_cart']);
    expect(fetched[1]!.body).toBe('product_id=7&quantity=2');
    expect(form.querySelector('button')!.classList.contains('added')).toBe(true);
  });

  it('leaves a form to the early module or the island where the press cannot go as it stands: variations, a file, a grouped product, a disabled button', () => {
    const click = () => new MouseEvent('click', { button: 0 });
    const cases: Array<[string, (form: HTMLFormElement) => void]> = [
      ['a variations form', (form) => form.classList.add('variations_form')],
      ['a variation id', (form) => form.insertAdjacentHTML('beforeend', '<input type="hidden" name="variation_id" value="12">')],
      ['a file field', (form) => form.insertAdjacentHTML('beforeend', '<input type="file" name="engraving">')],
      ['a grouped form', (form) => form.classList.add('grouped_form')],
      ['a quantity per child', (form) => form.insertAdjacentHTML('beforeend', '<input type="hidden" name="quantity[4]" value="1">')],
      ['a disabled button', (form) => form.querySelector('button')!.classList.add('disabled')],
    ];
    for (const [name, change] of cases) {
      const form = productForm();
      change(form);
      expect(sendAtOnce(form, { type: 'click', control: form.querySelector('button')! }, click()), name).toBeUndefined();
    }
    expect(fetched).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('a listener’s refusal (should_send_ajax_request.adding_to_cart) is asked once and said once, as add-to-cart.js: nothing sent, the button usable again', async () => {
    // the loader sends only while no cart store runs: the one this file's earlier tests started stops listening
    cartStore().stop();
    const button = loopCard();
    const asked: string[] = [];
    const refuse = (event: Event) => (asked.push(event.type), event.preventDefault());
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', refuse, { signal: listening.signal });
    document.body.addEventListener('ajax_request_not_sent.adding_to_cart', (event) => asked.push(event.type), { signal: listening.signal });
    document.body.addEventListener('wc_cart_button_updated', (event) => asked.push(event.type), { signal: listening.signal });
    holdSending(button);
    button.click();
    earlyHere();
    await settle(10);
    // add-to-cart.js's updateButton answers the refusal: wc_cart_button_updated
    expect(asked).toEqual(['should_send_ajax_request.adding_to_cart', 'ajax_request_not_sent.adding_to_cart', 'wc_cart_button_updated']);
    expect(fetched).toEqual([]);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it("another script's refused add that names its button is answered as add-to-cart.js answers it, before any cart store runs, and once one runs by the store alone; its own refusal once", async () => {
    cartStore().stop();
    const dropJQuery = useRealJQuery();
    // as the loader does once it has the module
    const stopAnswering = answerRefusedAdds();
    try {
      document.body.innerHTML = '<a href="#" class="button validated-add loading">Merken</a>';
      const theirs = document.querySelector('a')!;
      const updated: Element[] = [];
      realJQuery(document.body).on('wc_cart_button_updated.test', (_event: unknown, button: { get(index: number): Element }) =>
        updated.push(button.get(0)),
      );
      const refuse = (named: unknown) => realJQuery(document.body).trigger('ajax_request_not_sent.adding_to_cart', [false, false, named]);
      refuse(realJQuery(theirs));
      expect(theirs.className).toBe('button validated-add');
      expect(updated).toEqual([theirs]);
      // a refusal that names no element is nobody's to answer
      refuse('validated-add');
      refuse(realJQuery([]));
      expect(updated).toEqual([theirs]);

      // its own refusal: answered once, by itself
      const button = loopCard();
      realJQuery(document.body).on('should_send_ajax_request.adding_to_cart.test', () => false);
      expect(sendAtOnce(button, { type: 'click', control: button }, new MouseEvent('click', { button: 0 }))).toMatchObject({
        refused: true,
      });
      expect(updated).toEqual([theirs, button]);

      // once a cart store runs, it answers them
      document.body.append(theirs);
      theirs.classList.add('loading');
      const store = cartStore();
      refuse(realJQuery(theirs));
      expect(theirs.className).toBe('button validated-add');
      expect(updated).toEqual([theirs, button, theirs]);
      store.stop();
      expect(fetched).toEqual([]);
    } finally {
      stopAnswering();
      realJQuery(document.body).off('.test');
      dropJQuery();
    }
  });

  it('sends nothing itself where it must not: no Web Locks, a modified click, a cart store already running', async () => {
    const button = loopCard();
    delete (navigator as { locks?: unknown }).locks;
    expect(sendAtOnce(button, { type: 'click', control: button }, new MouseEvent('click', { button: 0 }))).toBeUndefined();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    expect(sendAtOnce(button, { type: 'click', control: button }, new MouseEvent('click', { button: 0, ctrlKey: true }))).toBeUndefined();
    // the store runs: the tab's changes take turns in its queue, in the shopper's order
    (globalThis as Record<string, unknown>)[CART_RUNNING] = true;
    expect(sendAtOnce(button, { type: 'click', control: button }, new MouseEvent('click', { button: 0 }))).toBeUndefined();
    expect(fetched).toHaveLength(0);
    expect(events).toEqual([]);
  });
});
