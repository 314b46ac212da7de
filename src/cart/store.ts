/**
 * The one cart store every cart island shares (a module singleton in the islands' shared chunk):
 * fragments applied and cached as cart-fragments.js does, every mutation through one serial queue
 * (parallel requests overwrite the server's cart session and lose items) whose requests also take
 * turns with the shop's other tabs (a Web Lock, see queue.ts), another tab's change shown with one
 * refresh, quantity changes latest-wins, and every legacy event in and out.
 */
import Cookies from 'js-cookie';
import * as v from 'valibot';
import { adminAjax, wcAjax } from '../wp/ajax';
import type { FormFields } from '../wp/form-encode';
import { getConfig, pageGlobal } from '../wp/config';
import { TransportError, isAborted, isTransportError } from '../wp/errors';
import { on, trigger, triggerHandler } from '../wp/events';
import { encodeAsJQuery } from '../wp/jquery-data';
import { latestChange, type LatestChange } from '../wp/latest';
import { SerialQueue, browserLocks, type LockManagerLike } from '../wp/queue';
import { CART_LOCK, markCartRunning } from './lock';
import type { SentRequest } from '../wp/http';
import { announceCartChange, clearCartAnnouncement } from './live-region';
import { safeHref, safeSameOriginUrl } from '../wp/url';
import { updateButton, updateRefusedButton } from './view-cart';
import { cachedAt, clearCachedFragments, readCachedFragments, resetCacheAge, writeCachedFragments, type CacheStorage } from './cache';
import { planFormAdd } from './form-add';
import { applyFragments, loadSanitizer, type Fragments } from './fragments';
import { CACHE_MAX_AGE_MS, HASH_COOKIE, ITEMS_COOKIE, readFragmentParams, type FragmentParams } from './params';
import { AddToCartReply, AlterQuantityReply, FormAddReply, FragmentsReply } from './replies';

/** A form's add the loader sent at the press, and the endpoint it went to (widgets/add-to-cart/send-at-once.ts). */
export interface SentFormAdd extends SentRequest {
  form: { endpoint: 'flatsome' | 'wc-ajax' };
}

export type CartEvent =
  | { type: 'adding'; source: Element | null }
  | { type: 'added'; source: Element | null }
  | { type: 'add-failed'; source: Element | null; error: unknown; notices?: string }
  | { type: 'removed'; source: Element | null }
  /** A change has outlived the time-out: it still holds the queue, waiting for the server's real reply. */
  | { type: 'slow'; source: Element | null }
  | { type: 'fragments'; fragments: Fragments };

/** What cart views render from: replaced (never mutated) whenever it changes, so React can compare it. */
export interface CartSnapshot {
  /** adds sent and not answered yet */
  adding: number;
  /** a change has outlived the time-out and is still waiting */
  slow: boolean;
  /** counts fragment updates: views showing fragments re-read them when it moves */
  fragmentsVersion: number;
}

/**
 * `post`: no ajax add can carry this form (a file field, a grouped product, no variation chosen, a
 * variation with an "any" attribute where Flatsome's handler is missing; form-add.ts): the caller
 * posts the form as the browser would.
 */
export type AddResult =
  { ok: true } | { ok: false; reason: 'cancelled' | 'redirected' | 'failed' | 'post'; error?: unknown; notices?: string };

/** A failed remove follows its link (WooCommerce's fallback) unless that would leave a checkout form. */
export type RemoveResult = { ok: true } | { ok: false; error: unknown; followed: boolean };

/**
 * Islands whose hosts may stay hosts inside cart fragments: the mini cart's lines carry Flatsome's
 * quantity box (`div.quantity[data-island=quantity]`, demo/cart.ts miniCartHtml); the other
 * fragments (count, total) hold no island, and nothing else may start from server HTML.
 */
export const FRAGMENT_ISLANDS = ['quantity'] as const;

/** The page holds a checkout form the shopper may be filling in. */
const onCheckoutForm = () => document.querySelector('form.woocommerce-checkout, form.checkout') !== null;

/** Everything the store reads from and writes to outside itself, so that tests hand in their own. */
export interface CartDeps {
  /** WooCommerce's `woocommerce_items_in_cart` and `woocommerce_cart_hash` (read only: the server sets them) */
  cookies: { get(name: string): string | undefined };
  /** the fragment cache (see cache.ts) */
  storage: CacheStorage;
  /** where a redirect goes, and the page's URL that same-origin checks measure against */
  location: { readonly href: string; assign(url: string): void };
  events: {
    /** the legacy jQuery-or-native events on document.body (src/wp/events.ts) */
    trigger(name: string, args?: readonly unknown[]): void;
    triggerHandler(name: string, args?: readonly unknown[]): unknown;
    on(name: string, handler: (...args: unknown[]) => void): () => void;
    /** WooCommerce Blocks' native `wc-blocks_*` events on document.body */
    dispatchBlocks(name: string, detail?: unknown): void;
    /** another tab's storage write, a page restored from the back-forward cache */
    onWindow<K extends 'storage' | 'pageshow'>(name: K, handler: (event: WindowEventMap[K]) => void): () => void;
  };
  /** the Web Locks that make the shop's tabs take turns with their cart changes (none: this tab only) */
  locks?: LockManagerLike;
  now?: () => number;
}

export { CART_LOCK } from './lock';

/** The real ones, made here only. */
export function defaultCartDeps(): CartDeps {
  const storageNamed = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return globalThis[name];
    } catch {
      return undefined; // storage denied (Safari private mode, blocked cookies)
    }
  };
  return {
    cookies: { get: (name) => Cookies.get(name) },
    storage: { session: storageNamed('sessionStorage'), local: storageNamed('localStorage') },
    location: {
      get href() {
        return location.href;
      },
      assign: (url) => location.assign(url),
    },
    events: {
      trigger: (name, args) => trigger(name, args),
      triggerHandler: (name, args) => triggerHandler(name, args),
      on: (name, handler) => on(name, handler),
      dispatchBlocks: (name, detail) =>
        document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, ...(detail === undefined ? {} : { detail }) })),
      onWindow: (name, handler) => {
        const listening = new AbortController();
        window.addEventListener(name, handler, { signal: listening.signal });
        return () => listening.abort();
      },
    },
    locks: browserLocks(),
    now: () => Date.now(),
  };
}

const applyCartFragments = (fragments: Fragments) => applyFragments(fragments, { islands: FRAGMENT_ISLANDS });

/** A change to the cart brings new fragments: the sanitiser is fetched while the request is out, not after. */
const warmSanitizer = () => void loadSanitizer().catch(() => undefined);

export class CartStore {
  readonly queue: SerialQueue;
  private readonly params: FragmentParams;
  private readonly listeners = new Set<(event: CartEvent) => void>();
  private readonly quantityChanges = new Map<string, LatestChange<[number], unknown>>();
  private readonly cleanups: Array<() => void> = [];
  private adding = 0;
  private lastAdd: 'added' | 'failed' | null = null;
  private started = false;
  private snapshot: CartSnapshot = { adding: 0, slow: false, fragmentsVersion: 0 };
  private readonly snapshotListeners = new Set<() => void>();
  private readonly deps: CartDeps;
  private readonly now: () => number;

  constructor(params: FragmentParams, deps: CartDeps) {
    this.params = params;
    this.deps = deps;
    this.now = deps.now ?? Date.now;
    this.queue = new SerialQueue({ name: CART_LOCK, locks: deps.locks });
  }

  /** There is a cart cookie: without one, no fragments request is ever needed. */
  hasCart(): boolean {
    const { cookies } = this.deps;
    const items = cookies.get(ITEMS_COOKIE);
    return (items !== undefined && items !== '0') || Boolean(cookies.get(HASH_COOKIE));
  }

  get isAdding(): boolean {
    return this.adding > 0;
  }

  /** How the last add that finished ended (null before any): a view that starts late reads it instead of the events it missed. */
  get lastAddResult(): 'added' | 'failed' | null {
    return this.lastAdd;
  }

  subscribe(listener: (event: CartEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: CartEvent) {
    const { slow, fragmentsVersion } = this.snapshot;
    this.updateSnapshot({
      slow: event.type === 'slow' ? true : event.type === 'adding' ? slow : false,
      fragmentsVersion: event.type === 'fragments' ? fragmentsVersion + 1 : fragmentsVersion,
    });
    this.listeners.forEach((listener) => listener(event));
  }

  private updateSnapshot(change: Partial<CartSnapshot> = {}) {
    const next = { ...this.snapshot, adding: this.adding, ...change };
    if (
      next.adding === this.snapshot.adding &&
      next.slow === this.snapshot.slow &&
      next.fragmentsVersion === this.snapshot.fragmentsVersion
    )
      return;
    this.snapshot = next;
    this.snapshotListeners.forEach((listener) => listener());
  }

  /** For useSyncExternalStore: the same object until something changed. */
  getSnapshot = (): CartSnapshot => this.snapshot;

  subscribeSnapshot = (listener: () => void): (() => void) => {
    this.snapshotListeners.add(listener);
    return () => this.snapshotListeners.delete(listener);
  };

  /** Every cart mutation passes this: past the time-out it keeps waiting and says so. */
  private slowFor(source: Element | null = null) {
    return () => this.emit({ type: 'slow', source });
  }

  /**
   * At page load: cached fragments if still valid, else a refresh, and nothing without a cart.
   * `replyComing`: an add sent before the store ran is about to hand over its reply and fragments, so nothing is refreshed for it.
   */
  start(replyComing = false): void {
    if (this.started) return;
    this.started = true;
    const { storage, events } = this.deps;
    const cookieHash = this.deps.cookies.get(HASH_COOKIE);
    if (!this.hasCart()) {
      clearCachedFragments(storage, this.params);
    } else {
      const cached = readCachedFragments(storage, this.params, cookieHash, this.now());
      if (cached) {
        // cart-fragments.js: fragments from the cache are refreshed when they turn 24 h old
        this.refreshAfter((cachedAt(storage) ?? this.now()) + CACHE_MAX_AGE_MS - this.now());
        void applyCartFragments(cached).then(() => {
          this.emit({ type: 'fragments', fragments: cached });
          events.trigger('wc_fragments_loaded');
        });
      } else if (!replyComing) {
        void this.refresh();
      }
    }
    this.cleanups.push(events.on('wc_fragment_refresh', () => void this.refresh()));
    // another plugin's own add or remove (a wishlist's, a quick view's) hands its reply's fragments
    // round: put in as add-to-cart.js puts them, and kept as cart-fragments.js keeps them
    for (const name of ['added_to_cart', 'removed_from_cart'] as const)
      this.cleanups.push(events.on(name, (fragments, hash, button) => this.acceptOthers(name, fragments, hash, button)));
    // another script's add that a listener refused (it set its button loading): answered as add-to-cart.js answers its own
    this.cleanups.push(
      events.on('ajax_request_not_sent.adding_to_cart', (_fragments, _hash, button) => {
        if (!this.announcing && button instanceof Element) updateRefusedButton(button);
      }),
    );
    this.cleanups.push(events.on('updated_wc_div', () => void this.refresh()));
    this.cleanups.push(
      events.onWindow('storage', (event) => {
        if (event.key !== this.params.cartHashKey) return;
        if (event.newValue !== this.shownHash()) this.refreshForOtherTab(event.newValue);
      }),
    );
    this.cleanups.push(
      // back from the back-forward cache: what it shows may be gone (an order placed since leaves no
      // cart cookie), so it is refreshed whatever the cookies say, as cart-fragments.js does
      events.onWindow('pageshow', (event) => {
        if (event.persisted) void this.refresh();
      }),
    );
    this.cleanups.push(() => clearTimeout(this.expiry));
  }

  private expiry: ReturnType<typeof setTimeout> | undefined;

  /** One refresh `ms` from now, replacing the one planned (WooCommerce's `cart_timeout`). */
  private refreshAfter(ms: number) {
    clearTimeout(this.expiry);
    this.expiry = setTimeout(
      () => {
        if (this.hasCart()) void this.refresh();
      },
      Math.max(0, ms),
    );
  }

  /** The hash of the cart this tab shows (sessionStorage is the tab's own; localStorage is the origin's). */
  private shownHash(): string | null {
    try {
      return this.deps.storage.session?.getItem(this.params.cartHashKey) ?? null;
    } catch {
      return null;
    }
  }

  /** The newest hash another tab wrote while a refresh for it waits in the queue; undefined: none waits. */
  private otherTabHash: string | null | undefined;

  /**
   * Another tab changed the cart (it wrote a new hash to localStorage; a tab never sees its own
   * writes): one refresh shows it. Hashes written while that refresh waits in the queue join it,
   * and it is skipped if this tab's own change answered with that cart in the meantime.
   */
  private refreshForOtherTab(hash: string | null) {
    const waiting = this.otherTabHash !== undefined;
    this.otherTabHash = hash;
    if (waiting) return;
    void this.queue.run(async () => {
      const wanted = this.otherTabHash;
      this.otherTabHash = undefined;
      if (wanted === this.shownHash()) return true;
      return this.refreshNow();
    });
  }

  stop(): void {
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    this.started = false;
  }

  private async accept(fragments: Fragments, hash: string | null | undefined) {
    await applyCartFragments(fragments);
    const { storage } = this.deps;
    const now = this.now();
    const previous = storage.session?.getItem(this.params.cartHashKey);
    if (hash) {
      if (previous !== hash) resetCacheAge(storage, now);
      writeCachedFragments(storage, this.params, fragments, hash, now);
    } else {
      // one write for the other tabs to see (a removal and then '' would refresh them twice)
      clearCachedFragments(storage, this.params, { keepLocal: true });
      try {
        storage.local?.setItem(this.params.cartHashKey, '');
      } catch {
        // storage denied: the other tabs catch up at their next load
      }
    }
    this.emit({ type: 'fragments', fragments });
  }

  /** Set while this store says it added, removed or did not send an add: what it hears then is its own. */
  private announcing = false;

  /**
   * `added_to_cart` / `removed_from_cart` with this store's own fragments (it put them in already), or
   * `ajax_request_not_sent.adding_to_cart` for its own add a listener refused (it answers the button itself).
   */
  private announce(name: 'added_to_cart' | 'removed_from_cart' | 'ajax_request_not_sent.adding_to_cart', args: readonly unknown[]) {
    this.announcing = true;
    try {
      this.deps.events.trigger(name, args);
    } finally {
      this.announcing = false;
    }
  }

  /**
   * Fragments another script's `added_to_cart` / `removed_from_cart` carried, in turn with this tab's
   * changes; false when there were none to put in.
   */
  private acceptOthers(name: 'added_to_cart' | 'removed_from_cart', fragments: unknown, hash: unknown, button: unknown): boolean {
    if (this.announcing) return true;
    if (button instanceof Element) this.answerOthersButton(name, button, fragments);
    const reply = v.safeParse(FragmentsReply, { fragments, cart_hash: typeof hash === 'string' ? hash : null });
    if (!reply.success) return false;
    void this.queue.run(async () => {
      await this.accept(reply.output.fragments, reply.output.cart_hash);
      this.deps.events.trigger('wc_fragments_loaded');
      return true;
    });
    return true;
  }

  /**
   * Another plugin's add or remove that started this store (cart-start.ts) before it could hear it,
   * taken as heard; started without a refresh for it, so one without fragments brings a refresh.
   */
  takeMissed(name: 'added_to_cart' | 'removed_from_cart', [fragments, hash, button]: readonly unknown[]): void {
    if (!this.acceptOthers(name, fragments, hash, button)) void this.refresh();
  }

  /**
   * add-to-cart.js answers the button another script names in its `added_to_cart` (its updateButton):
   * no longer `loading`; when fragments came, `added` and the "View cart" link; then
   * `wc_cart_button_updated`. After an add or a remove, the button's success message is read out
   * (alertCartUpdated). A quick view's or a wishlist's button would otherwise stay busy.
   */
  private answerOthersButton(name: 'added_to_cart' | 'removed_from_cart', button: Element, fragments: unknown) {
    if (name === 'added_to_cart') {
      button.classList.remove('loading');
      if (fragments) button.classList.add('added');
      const { addedUrl, isCart, locale, i18n } = getConfig();
      // no link where no fragments came (the add did not go in): no URL to link to
      updateButton(button, fragments ? addedUrl : null, isCart, locale, i18n);
    }
    announceCartChange(button);
  }

  /** get_refreshed_fragments; failures fire wc_fragments_ajax_error and show nothing. */
  refresh(): Promise<boolean> {
    return this.queue.run(() => this.refreshNow());
  }

  /** The refresh itself, inside a queued task (a read: it takes no cross-tab lock). */
  private async refreshNow(): Promise<boolean> {
    try {
      const reply = await wcAjax(
        'get_refreshed_fragments',
        { time: this.now() },
        { schema: FragmentsReply, timeoutMs: this.params.requestTimeoutMs },
      );
      await this.accept(reply.fragments, reply.cart_hash);
      if (this.started) this.refreshAfter(CACHE_MAX_AGE_MS); // a page left open shows a day-old cart afresh
      // cart-fragments.js: `wc_fragments_loaded` is for fragments from the cache and after an add or a remove, not a refresh
      this.deps.events.trigger('wc_fragments_refreshed');
      return true;
    } catch {
      this.deps.events.trigger('wc_fragments_ajax_error');
      return false;
    }
  }

  /** `announced`: the add left from the loader, which asked and announced it already (send-at-once.ts). */
  private beforeAdd(source: Element | null, data: FormFields, announced = false): boolean {
    const { events } = this.deps;
    if (!announced && source && events.triggerHandler('should_send_ajax_request.adding_to_cart', [source]) === false) {
      this.announce('ajax_request_not_sent.adding_to_cart', [false, false, source]);
      updateRefusedButton(source);
      return false;
    }
    this.adding++;
    clearCartAnnouncement();
    this.emit({ type: 'adding', source });
    if (announced) return true;
    if (source) events.trigger('adding_to_cart', [source, data]);
    // WooCommerce Blocks' own signal; it also wakes the mini cart's island (its spec's hydrate: onWindow)
    events.dispatchBlocks('wc-blocks_adding_to_cart');
    return true;
  }

  private async afterAdd(source: Element | null, fragments: Fragments, hash: string | null | undefined) {
    const config = getConfig();
    // add-to-cart.js goes to the cart (or where woocommerce_add_to_cart_redirect says) before it puts
    // in fragments or says anything of the add: the next page shows the cart
    const redirect = config.cartRedirectAfterAdd ? safeHref(config.addedUrl) : undefined;
    if (redirect) {
      this.deps.location.assign(redirect);
      return;
    }
    await this.accept(fragments, hash);
    this.announce('added_to_cart', [fragments, hash ?? '', source]);
    // add-to-cart.js's updateFragments, which puts an add's fragments in, says so
    this.deps.events.trigger('wc_fragments_loaded');
    announceCartChange(source);
    this.deps.events.dispatchBlocks('wc-blocks_added_to_cart', { preserveCartData: false });
    this.lastAdd = 'added';
    this.emit({ type: 'added', source });
  }

  /** One add, queued: `send` returns the fragments on success or the reason it failed. */
  private queueAdd(source: Element | null, data: FormFields, send: () => Promise<AddOutcome>, sent = false): Promise<AddResult> {
    if (!this.beforeAdd(source, data, sent)) return Promise.resolve({ ok: false, reason: 'cancelled' });
    warmSanitizer();
    return this.queue
      .run(async (): Promise<AddResult> => {
        try {
          // an add sent at the press held the cross-tab lock while it was out
          const outcome = sent ? await send() : await this.queue.exclusive(send);
          if ('failed' in outcome) {
            if (outcome.failed.reason === 'post') return outcome.failed;
            this.lastAdd = 'failed';
            this.emit({
              type: 'add-failed',
              source,
              error: outcome.failed.error,
              ...(outcome.failed.notices ? { notices: outcome.failed.notices } : {}),
            });
            return outcome.failed;
          }
          await this.afterAdd(source, outcome.fragments, outcome.hash);
          return { ok: true };
        } catch (error) {
          this.lastAdd = 'failed';
          this.emit({ type: 'add-failed', source, error });
          return { ok: false, reason: 'failed', error };
        }
      })
      .finally(() => {
        this.adding--;
        this.updateSnapshot();
      });
  }

  /**
   * wc-ajax add_to_cart with a button's data; an error with a same-origin product_url goes there.
   * `sent`: the request left at the press already (send-at-once.ts): its reply is taken, in turn.
   */
  addToCart(data: FormFields, source: Element | null = null, sent?: SentRequest): Promise<AddResult> {
    return this.queueAdd(source, data, () => this.sendAdd(data, source, sent), sent !== undefined);
  }

  /** One wc-ajax add_to_cart (inside the queue); `{"error":true,"product_url":false}` and an empty body are failures. */
  private async sendAdd(data: FormFields | URLSearchParams, source: Element | null, sent?: SentRequest): Promise<AddOutcome> {
    // a button's data as add-to-cart.js's $.ajax sends it, with what `adding_to_cart` handlers changed in it
    const body = data instanceof URLSearchParams ? data : encodeAsJQuery(data);
    const reply = await wcAjax('add_to_cart', body, { schema: AddToCartReply, onSlow: this.slowFor(source), ...(sent ? { sent } : {}) });
    if (!('error' in reply)) return { fragments: reply.fragments, hash: reply.cart_hash };
    return this.toProductPage(reply.product_url);
  }

  /**
   * An add refused with the product's URL: WooCommerce keeps the reason as a notice in the session
   * and shows it on the product page, so the visitor goes there (same origin only).
   */
  private toProductPage(productUrl: unknown): AddOutcome {
    const target = safeSameOriginUrl(productUrl, this.deps.location.href);
    if (target) this.deps.location.assign(target.href);
    return {
      failed: target ? { ok: false, reason: 'redirected', error: notAdded() } : { ok: false, reason: 'failed', error: notAdded() },
    };
  }

  /** admin-ajax answered `0` for Flatsome's action once: this site has no such handler, later adds skip it. */
  private formAjaxMissing = false;

  /**
   * A single-product form's add (form-add.ts says how): Flatsome's `flatsome_ajax_add_to_cart` where
   * Flatsome runs, else wc-ajax add_to_cart; where admin-ajax has no handler after all (answers
   * `0`: nothing was added, no numeric add-to-cart field was sent) the add goes to wc-ajax. A form
   * no ajax endpoint can carry (a file, a grouped product, a variation with an "any" attribute) is
   * left to post (`reason: 'post'`), as is one with no variation chosen.
   */
  addForm(form: HTMLFormElement, productId: string, submitter: Element | null = null, sent?: SentFormAdd): Promise<AddResult> {
    // an add sent at the press went where the loader read the site to be (the same reading as here)
    const flatsome = sent ? sent.form.endpoint === 'flatsome' : getConfig().flatsome && !this.formAjaxMissing;
    // both read now, with what the shopper chose when pressing
    const plan = planFormAdd(form, productId, flatsome);
    const fallback = flatsome ? planFormAdd(form, productId, false) : plan;
    if (plan.kind === 'post') return Promise.resolve({ ok: false, reason: 'post' });
    const source = submitter ?? form;
    const send = async (): Promise<AddOutcome> => {
      if (plan.endpoint === 'flatsome' && (sent || !this.formAjaxMissing)) {
        try {
          const reply = await adminAjax('flatsome_ajax_add_to_cart', plan.body, {
            schema: FormAddReply,
            onSlow: this.slowFor(source),
            ...(sent ? { sent } : {}),
          });
          if ('success' in reply) return { failed: { ok: false, reason: 'failed', error: notAdded() } };
          if (!('error' in reply)) return { fragments: reply.fragments, hash: reply.cart_hash };
          if (!reply.notices) return this.toProductPage(reply.product_url);
          await this.accept(reply.fragments, reply.cart_hash);
          return { failed: { ok: false, reason: 'failed', error: notAdded(), notices: reply.notices } };
        } catch (error) {
          if (!(isTransportError(error) && error.code === 'zero')) throw error;
          this.formAjaxMissing = true;
        }
      }
      if (fallback.kind === 'post') return { failed: { ok: false, reason: 'post' } };
      // the loader's request is the first one; a second (Flatsome's handler missing) takes the cross-tab lock itself
      if (sent && plan.endpoint === 'flatsome') return this.queue.exclusive(() => this.sendAdd(fallback.body, source));
      return this.sendAdd(fallback.body, source, sent);
    };
    return this.queueAdd(source, Object.fromEntries(plan.body), send, sent !== undefined);
  }

  /** remove_from_cart; no fragments or an error body means: follow the link instead, except away from a checkout form. */
  remove(cartItemKey: string, link: HTMLAnchorElement | null = null): Promise<RemoveResult> {
    warmSanitizer();
    clearCartAnnouncement();
    return this.queue.run(async (): Promise<RemoveResult> => {
      try {
        const reply = await this.queue.exclusive(() =>
          wcAjax('remove_from_cart', { cart_item_key: cartItemKey }, { schema: FragmentsReply, onSlow: this.slowFor(link) }),
        );
        await this.accept(reply.fragments, reply.cart_hash);
        this.announce('removed_from_cart', [reply.fragments, reply.cart_hash ?? '', link]);
        this.deps.events.trigger('wc_fragments_loaded');
        announceCartChange(link);
        this.deps.events.dispatchBlocks('wc-blocks_removed_from_cart');
        this.emit({ type: 'removed', source: link });
        return { ok: true };
      } catch (error) {
        const target = onCheckoutForm() ? null : safeSameOriginUrl(link?.href, this.deps.location.href);
        if (target) this.deps.location.assign(target.href);
        return { ok: false, error, followed: target !== null };
      }
    });
  }

  /**
   * A change the cart page makes through WooCommerce's own cart requests (the cart form, a coupon,
   * the shipping method, a remove link): queued with every other cart change, its `onSlow` says so
   * past the time-out. The page re-reads itself and fires `updated_wc_div`, which refreshes the fragments.
   * The cross-tab lock is held for the whole of `send` (the change's request and, where the page
   * makes one, its re-read), which the store cannot tell apart.
   */
  pageChange<T>(send: (onSlow: () => void) => Promise<T>, source: Element | null = null): Promise<T> {
    warmSanitizer();
    return this.queue.run(() => this.queue.exclusive(() => send(this.slowFor(source))));
  }

  /**
   * Flatsome's mini-cart quantity change, latest-wins per item: changes asked for while an earlier
   * one waits in the queue are coalesced into the newest; a sent change is never aborted (the
   * server may be applying it) and holds the queue until its reply; a reply overtaken by a newer
   * change is ignored. Then the fragments are refreshed.
   */
  setQuantity(cartItemKey: string, quantity: number): Promise<void> {
    warmSanitizer();
    let change = this.quantityChanges.get(cartItemKey);
    if (!change) {
      change = latestChange(this.queue, (value: number) =>
        this.queue.exclusive(() =>
          adminAjax(
            'flatsome_ajax_cart_item_alter_quantity',
            { quantity: value, cart_item_key: cartItemKey },
            { schema: AlterQuantityReply, onSlow: this.slowFor() },
          ),
        ),
      );
      this.quantityChanges.set(cartItemKey, change);
    }
    return change.run(quantity).then(
      async () => {
        await this.refresh();
      },
      (error: unknown) => {
        if (isAborted(error)) return;
        void this.refresh(); // show the cart as the server has it
        throw error;
      },
    );
  }
}

type AddOutcome = { fragments: Fragments; hash: string | null | undefined } | { failed: AddResult & { ok: false } };

const notAdded = () => new TransportError('protocol', 'The product could not be added', { url: '', code: 'shape' });

let shared: CartStore | undefined;

/**
 * The page's cart store, started on first use. `replyComing`: the first use hands over an add sent
 * before the store ran (send-at-once.ts), whose reply brings the cart's fragments: the cart cookies
 * that reply set are not a cart to refresh.
 */
export function cartStore({ replyComing = false }: { replyComing?: boolean } = {}): CartStore {
  if (!shared) {
    shared = new CartStore(readFragmentParams(pageGlobal('wc_cart_fragments_params')), defaultCartDeps());
    shared.start(replyComing);
    markCartRunning();
  }
  return shared;
}
