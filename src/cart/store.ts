/**
 * The one cart store every cart island shares (a module singleton in the islands' shared chunk):
 * fragments applied and cached as cart-fragments.js does, every mutation through one serial queue
 * (parallel requests overwrite the server's cart session and lose items), quantity changes
 * latest-wins, and every legacy event in and out.
 */
import Cookies from 'js-cookie';
import { adminAjax, wcAjax, type FormFields } from '../wp/ajax';
import { getConfig } from '../wp/config';
import { TransportError, isAborted } from '../wp/errors';
import { on, trigger, triggerHandler } from '../wp/events';
import { latestChange, type LatestChange } from '../wp/latest';
import { SerialQueue } from '../wp/queue';
import { safeSameOriginUrl } from '../wp/url';
import { clearCachedFragments, readCachedFragments, resetCacheAge, writeCachedFragments, type CacheStorage, type Fragments } from './cache';
import { HASH_COOKIE, ITEMS_COOKIE, REFRESH_INTERVAL_MS, readFragmentParams, type FragmentParams } from './params';
import { AddToCartReply, AlterQuantityReply, FormAddReply, FragmentsReply } from './replies';

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

export type AddResult = { ok: true } | { ok: false; reason: 'cancelled' | 'redirected' | 'failed'; error?: unknown; notices?: string };

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

const storage = (): CacheStorage => {
  const get = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return globalThis[name];
    } catch {
      return undefined;
    }
  };
  return { session: get('sessionStorage'), local: get('localStorage') };
};

/** The sanitiser is a chunk of its own, fetched when there are fragments to show: a visitor without a cart never needs it. */
const sanitizer = () => import('../ui/sanitize');

/** Replace every element a fragment's selector matches with its server HTML, as `$(key).replaceWith(value)`. */
export async function applyFragments(fragments: Fragments, doc: Document = document): Promise<void> {
  const { serverHtml } = await sanitizer();
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue; // a selector the browser cannot parse
    }
    targets.forEach((target) => target.replaceWith(serverHtml(html, { islands: FRAGMENT_ISLANDS }, doc)));
  }
}

export class CartStore {
  readonly queue = new SerialQueue();
  private readonly params: FragmentParams;
  private readonly listeners = new Set<(event: CartEvent) => void>();
  private readonly quantityChanges = new Map<string, LatestChange<[number], unknown>>();
  private readonly cleanups: Array<() => void> = [];
  private adding = 0;
  private started = false;
  private snapshot: CartSnapshot = { adding: 0, slow: false, fragmentsVersion: 0 };
  private readonly snapshotListeners = new Set<() => void>();

  constructor(
    params: FragmentParams = readFragmentParams((globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params),
  ) {
    this.params = params;
  }

  /** There is a cart cookie: without one, no fragments request is ever needed. */
  hasCart(): boolean {
    const items = Cookies.get(ITEMS_COOKIE);
    return (items !== undefined && items !== '0') || Boolean(Cookies.get(HASH_COOKIE));
  }

  get isAdding(): boolean {
    return this.adding > 0;
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

  /** At page load: cached fragments if still valid, else a refresh, and nothing without a cart. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const cookieHash = Cookies.get(HASH_COOKIE);
    if (!this.hasCart()) {
      clearCachedFragments(storage(), this.params);
    } else {
      void sanitizer().catch(() => undefined); // fetched now, while the page is surely online
      const cached = readCachedFragments(storage(), this.params, cookieHash, Date.now());
      if (cached) {
        void applyFragments(cached).then(() => {
          this.emit({ type: 'fragments', fragments: cached });
          trigger('wc_fragments_loaded');
        });
      } else {
        void this.refresh();
      }
    }
    const refreshIfCart = () => {
      if (this.hasCart()) void this.refresh();
    };
    this.cleanups.push(on('wc_fragment_refresh', () => void this.refresh()));
    this.cleanups.push(on('updated_wc_div', () => void this.refresh()));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== this.params.cartHashKey) return;
      const mine = storage().session?.getItem(this.params.cartHashKey);
      if (event.newValue !== mine) void this.refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refreshIfCart();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    const timer = setInterval(refreshIfCart, REFRESH_INTERVAL_MS);
    this.cleanups.push(
      () => window.removeEventListener('storage', onStorage),
      () => window.removeEventListener('pageshow', onPageShow),
      () => clearInterval(timer),
    );
  }

  stop(): void {
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    this.started = false;
  }

  private async accept(fragments: Fragments, hash: string | null | undefined) {
    await applyFragments(fragments);
    const now = Date.now();
    const previous = storage().session?.getItem(this.params.cartHashKey);
    if (hash) {
      if (previous !== hash) resetCacheAge(storage(), now);
      writeCachedFragments(storage(), this.params, fragments, hash, now);
    } else {
      clearCachedFragments(storage(), this.params);
      storage().local?.setItem(this.params.cartHashKey, '');
    }
    this.emit({ type: 'fragments', fragments });
  }

  /** get_refreshed_fragments; failures fire wc_fragments_ajax_error and show nothing. */
  refresh(): Promise<boolean> {
    return this.queue.run(async () => {
      try {
        const reply = await wcAjax(
          'get_refreshed_fragments',
          { time: Date.now() },
          { schema: FragmentsReply, timeoutMs: this.params.requestTimeoutMs },
        );
        await this.accept(reply.fragments, reply.cart_hash);
        trigger('wc_fragments_refreshed');
        trigger('wc_fragments_loaded');
        return true;
      } catch {
        trigger('wc_fragments_ajax_error');
        return false;
      }
    });
  }

  private beforeAdd(source: Element | null, data: FormFields): boolean {
    if (source && triggerHandler('should_send_ajax_request.adding_to_cart', [source]) === false) {
      trigger('ajax_request_not_sent.adding_to_cart', [false, false, source]);
      return false;
    }
    this.adding++;
    this.emit({ type: 'adding', source });
    if (source) trigger('adding_to_cart', [source, data]);
    return true;
  }

  private async afterAdd(source: Element | null, fragments: Fragments, hash: string | null | undefined) {
    await this.accept(fragments, hash);
    trigger('added_to_cart', [fragments, hash ?? '', source]);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true, detail: { preserveCartData: false } }));
    this.emit({ type: 'added', source });
    const config = getConfig();
    if (config.cartRedirectAfterAdd) location.assign(config.cartUrl);
  }

  /** One add, queued: `send` returns the fragments on success or the reason it failed. */
  private queueAdd(
    source: Element | null,
    data: FormFields,
    send: () => Promise<{ fragments: Fragments; hash: string | null | undefined } | { failed: AddResult & { ok: false } }>,
  ): Promise<AddResult> {
    if (!this.beforeAdd(source, data)) return Promise.resolve({ ok: false, reason: 'cancelled' });
    return this.queue
      .run(async (): Promise<AddResult> => {
        try {
          const outcome = await send();
          if ('failed' in outcome) {
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
          this.emit({ type: 'add-failed', source, error });
          return { ok: false, reason: 'failed', error };
        }
      })
      .finally(() => {
        this.adding--;
        this.updateSnapshot();
      });
  }

  /** wc-ajax add_to_cart with a button's data; an error with a same-origin product_url goes there. */
  addToCart(data: FormFields, source: Element | null = null): Promise<AddResult> {
    return this.queueAdd(source, data, async () => {
      const reply = await wcAjax('add_to_cart', data, { schema: AddToCartReply, onSlow: this.slowFor(source) });
      if (!('error' in reply)) return { fragments: reply.fragments, hash: reply.cart_hash };
      const target = safeSameOriginUrl(reply.product_url);
      if (target) location.assign(target.href);
      return {
        failed: target ? { ok: false, reason: 'redirected', error: notAdded() } : { ok: false, reason: 'failed', error: notAdded() },
      };
    });
  }

  /** Flatsome's single-product ajax add: the serialised form plus add-to-cart=<id>. */
  addForm(form: HTMLFormElement, productId: string, submitter: Element | null = null): Promise<AddResult> {
    const fields: Record<string, string> = {};
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string' && name !== 'add-to-cart') fields[name] = value;
    });
    fields['add-to-cart'] = productId;
    return this.queueAdd(submitter ?? form, fields, async () => {
      const reply = await adminAjax('flatsome_ajax_add_to_cart', fields, { schema: FormAddReply, onSlow: this.slowFor(submitter ?? form) });
      if (!reply.error) return { fragments: reply.fragments, hash: reply.cart_hash };
      await this.accept(reply.fragments, reply.cart_hash);
      return { failed: { ok: false, reason: 'failed', error: notAdded(), notices: reply.notices } };
    });
  }

  /** remove_from_cart; no fragments or an error body means: follow the link instead, except away from a checkout form. */
  remove(cartItemKey: string, link: HTMLAnchorElement | null = null): Promise<RemoveResult> {
    return this.queue.run(async (): Promise<RemoveResult> => {
      try {
        const reply = await wcAjax(
          'remove_from_cart',
          { cart_item_key: cartItemKey },
          { schema: FragmentsReply, onSlow: this.slowFor(link) },
        );
        await this.accept(reply.fragments, reply.cart_hash);
        trigger('removed_from_cart', [reply.fragments, reply.cart_hash ?? '', link]);
        document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true }));
        this.emit({ type: 'removed', source: link });
        return { ok: true };
      } catch (error) {
        const target = onCheckoutForm() ? null : safeSameOriginUrl(link?.href);
        if (target) location.assign(target.href);
        return { ok: false, error, followed: target !== null };
      }
    });
  }

  /**
   * Flatsome's mini-cart quantity change, latest-wins per item: changes asked for while an earlier
   * one waits in the queue are coalesced into the newest; a sent change is never aborted (the
   * server may be applying it) and holds the queue until its reply; a reply overtaken by a newer
   * change is ignored. Then the fragments are refreshed.
   */
  setQuantity(cartItemKey: string, quantity: number): Promise<void> {
    let change = this.quantityChanges.get(cartItemKey);
    if (!change) {
      change = latestChange(this.queue, (value: number) =>
        adminAjax(
          'flatsome_ajax_cart_item_alter_quantity',
          { quantity: value, cart_item_key: cartItemKey },
          { schema: AlterQuantityReply, onSlow: this.slowFor() },
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

const notAdded = () => new TransportError('protocol', 'The product could not be added', { url: '', code: 'shape' });

let shared: CartStore | undefined;

/** The page's cart store, started on first use. */
export function cartStore(): CartStore {
  if (!shared) {
    shared = new CartStore();
    shared.start();
  }
  return shared;
}
