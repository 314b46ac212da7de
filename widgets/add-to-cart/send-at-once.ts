/**
 * Loader code: an add to cart leaves at the press, before any module is fetched: a loop link's (its
 * data is on the link, every data-* attribute, as add-to-cart.js sends it) and a simple product
 * form's (its fields, as the cart store sends them: src/cart/form-add.ts). The endpoint is the site's
 * from the plugin's config (`shopIslands.wcAjaxUrl`, and `ajaxUrl` for Flatsome's form add where
 * Flatsome runs), never anything from the host. It announces itself as add-to-cart.js does
 * (`should_send_ajax_request.adding_to_cart` may refuse it, `adding_to_cart` sees the data before it
 * goes, WooCommerce Blocks' `wc-blocks_adding_to_cart`), and goes out holding the cart's Web Lock, so
 * that it takes turns with every other cart change of the shop's tabs. The early module (early.ts)
 * hands it to the cart store, which takes the reply as its own.
 *
 * Only before the page's cart store runs: once it does, the tab's cart changes take turns in its queue
 * in the shopper's order (an add sent from here could overtake a quantity change queued there), and
 * its code is on the page anyway. Where the browser has no Web Locks, or the plugin printed no wc-ajax
 * URL, nothing leaves here either: the early module sends it once loaded, in turn with the rest.
 */
import { CART_LOCK, cartRunning } from '../../src/cart/lock';
import { clearBusy } from '../../src/islands/busy';
import { plainPress, type HeldPress } from '../../src/islands/hold';
import type { SentPress } from '../../src/islands/types';
import { jQueryOf, trigger, triggerHandler } from '../../src/wp/events';
import { fetchReply, type RawReply, type SentRequest } from '../../src/wp/http';
import { browserLocks } from '../../src/wp/queue';
import { flatsomeRuns, pageGlobal, type PageGlobals } from '../../src/wp/config';
import { addBody, entries, isGrouped } from '../../src/cart/form-add';
import type { FormFields } from '../../src/wp/form-encode';
import { encodeAsJQuery } from '../../src/wp/jquery-data';
import { buttonData, isLoopPress } from './button';
import { sayOffline } from './offline';
import { simpleFormPress, type SimpleFormPress } from './simple-form';
import { updateButton, updateRefusedButton } from '../../src/cart/view-cart';

/** An add that left at the press: its data, its reply for the cart store to take, and whether that reply says it went in. */
export interface SentAdd extends SentPress, SentRequest {
  data: FormFields;
  /** a simple product form's add, sent where the cart store would send it (`endpoint`) */
  form?: SimpleFormPress & { endpoint: 'flatsome' | 'wc-ajax' };
  /** the reply is in: whether it said added and the loader showed it so (showAdded) */
  shown: Promise<boolean>;
  orphaned(): void;
}

/** What the loader reads of the plugin's config (`window.shopIslands`); nothing from the host. */
const ownConfig = (): NonNullable<PageGlobals['shopIslands']> => pageGlobal('shopIslands') ?? {};

/** WooCommerce's answer to an add that went in: its fragments, no error. */
function addedBy(raw: RawReply): boolean {
  if (raw.status !== 200) return false;
  try {
    const reply = JSON.parse(raw.text) as { fragments?: unknown; error?: unknown } | null;
    return typeof reply?.fragments === 'object' && reply.fragments !== null && !reply.error;
  } catch {
    return false;
  }
}

/**
 * The add went in: shown at once, as add-to-cart.js shows it (the busy state goes, the link is
 * `added`, "View cart" after it), while the cart store's code may still be on its way; the store then
 * brings the fragments and the message and makes no second link. Not where the island already
 * answers, nor where the site sends the shopper to the cart after an add. Whether it showed it.
 */
function showAdded(host: HTMLElement, control: Element): boolean {
  const config = ownConfig();
  if (host.getAttribute('data-island-state') === 'mounted' || config.cartRedirectAfterAdd === true) return false;
  clearBusy(control);
  control.classList.add('added');
  updateButton(
    control,
    // add-to-cart.js's link goes where woocommerce_add_to_cart_redirect says (the cart unless filtered)
    config.addedUrl ?? config.cartUrl,
    config.isCart === true,
    String(config.locale ?? document.documentElement.lang),
    config.i18n,
  );
  return true;
}

/** Adds sent from here go out one after another too (a second tap before the first answered). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * What leaves at the press: where to, the data `adding_to_cart` announces (a loop link's is sent as
 * its handlers leave it), a form's fields (sent as they are), the admin-ajax action, the form.
 */
interface AddAtPress {
  url: string;
  data: FormFields;
  fields?: URLSearchParams;
  action?: string;
  form?: SentAdd['form'];
}

/** The add a press makes, when it can leave from here (see above), else undefined. */
function addAtPress(host: HTMLElement, control: Element, wcAjaxUrl: string): AddAtPress | undefined {
  const wcAdd = wcAjaxUrl.replace('%%endpoint%%', 'add_to_cart');
  if (isLoopPress(host, control)) return { url: wcAdd, data: buttonData(host) };
  const simple = simpleFormPress(host, control);
  if (!simple) return undefined;
  const { fields, hasFile } = entries(simple.form);
  if (hasFile || isGrouped(simple.form, fields)) return undefined;
  const body = addBody(fields, simple.productId);
  const data = Object.fromEntries(body);
  // where Flatsome runs, the cart store adds a form through its admin-ajax action (the config's own check)
  if (!flatsomeRuns()) return { url: wcAdd, data, fields: body, form: { ...simple, endpoint: 'wc-ajax' } };
  const { ajaxUrl } = ownConfig();
  if (typeof ajaxUrl !== 'string' || !ajaxUrl) return undefined;
  return { url: ajaxUrl, data, fields: body, action: 'flatsome_ajax_add_to_cart', form: { ...simple, endpoint: 'flatsome' } };
}

/** A listener said no (a validation plugin): said as add-to-cart.js says it, and the press is over (never asked again). */
export interface RefusedAdd extends SentPress {
  refused: true;
  orphaned(): void;
}

/** Set while this module says its own refusal, which it answers itself. */
let refusing = false;

function refused(control: Element): RefusedAdd {
  refusing = true;
  try {
    trigger('ajax_request_not_sent.adding_to_cart', [false, false, control]);
  } finally {
    refusing = false;
  }
  clearBusy(control);
  // add-to-cart.js's updateButton answers the refusal it announced (clearBusy took `loading` off)
  trigger('wc_cart_button_updated', [control]);
  return { refused: true, orphaned: () => undefined };
}

/**
 * add-to-cart.js's updateButton answers another script's refused add too (a validation plugin's own
 * add, whose button it set loading), heard through jQuery, which such a script announces it with.
 * Here while no cart store runs; once one does, the store answers them (store.ts). The loader calls
 * this once, when it has this module; returns the unsubscribe function.
 */
export function answerRefusedAdds(): () => void {
  const body = jQueryOf()?.(document.body);
  const answer = (_event: unknown, ...[, , button]: unknown[]) => {
    const element = (button as { get?(index: number): unknown } | undefined)?.get?.(0);
    if (!refusing && !cartRunning() && element instanceof Element) updateRefusedButton(element);
  };
  body?.on('ajax_request_not_sent.adding_to_cart', answer);
  return () => body?.off('ajax_request_not_sent.adding_to_cart', answer);
}

export function sendAtOnce(host: HTMLElement, press: HeldPress, event: Event): SentAdd | RefusedAdd | undefined {
  if (press.type !== 'click' || !plainPress(event)) return undefined;
  const locks = browserLocks();
  // the plugin's own config only (the loader carries no reader of the other plugins' globals)
  const { wcAjaxUrl } = ownConfig();
  if (!locks || cartRunning() || typeof wcAjaxUrl !== 'string' || !wcAjaxUrl.includes('%%endpoint%%')) return undefined;
  const control = press.control;
  const add = addAtPress(host, control, wcAjaxUrl);
  if (!add) return undefined;
  if (triggerHandler('should_send_ajax_request.adding_to_cart', [control]) === false) return refused(control);
  const { data } = add;
  trigger('adding_to_cart', [control, data]);
  document.body.dispatchEvent(new CustomEvent('wc-blocks_adding_to_cart', { bubbles: true }));
  const fields = add.fields ?? encodeAsJQuery(data);
  // admin-ajax's action first, as adminAjax() sends it
  const body = add.action ? new URLSearchParams([['action', add.action], ...fields]) : fields;
  const controller = new AbortController();
  const send = (): Promise<RawReply> =>
    locks.request(CART_LOCK, { mode: 'exclusive' }, () => fetchReply(add.url, { method: 'POST', body, signal: controller.signal }));
  const reply = previous.then(send, send);
  previous = reply.catch(() => undefined);
  const shown = reply
    .then(addedBy, () => false)
    .then((added) => added && showAdded(host, control))
    .catch(() => false);
  return {
    data,
    ...(add.form ? { form: add.form } : {}),
    reply,
    shown,
    abort: () => controller.abort(),
    // no store to take the reply (its code could not be loaded): the busy state goes, and offline the shopper hears why
    orphaned: () =>
      void reply.then(
        () => clearBusy(control),
        () => {
          clearBusy(control);
          if (!navigator.onLine) sayOffline(host);
        },
      ),
  };
}
