/**
 * checkout.js's `wc_checkout_form`, as payment gateways use the object it hands their
 * `checkout_place_order`, `checkout_place_order_<method>` and `checkout_place_order_success`
 * handlers (`function ( event, wc_checkout_form )`): a card form checked before the order shows
 * its own message with `submit_error( html )`, reads `get_payment_method()` and `$checkout_form`,
 * and a gateway redirecting the shopper itself stops the "Leave site?" question first. Plain code:
 * the early press (early.ts) asks the gateways before the island is there. A message said before the
 * island mounted waits for it (it wakes the island, which shows it as its own order errors).
 */
import { jQueryOf, trigger } from '../../src/wp/events';
import { paymentMethod } from './form';
import { WAKE } from './names';
import { askBeforeLeaving, stopAskingBeforeLeaving } from './order-flow';

/** Where a gateway's message goes: the island's notices (the island's own order errors' place). */
export type SubmitErrorSink = (html: string) => void;

const sinks = new WeakMap<HTMLFormElement, SubmitErrorSink>();
const waiting = new WeakMap<HTMLFormElement, string>();

/** The island takes the gateways' messages from now on (one said before it mounted first); returns its stop. */
export function receiveSubmitErrors(form: HTMLFormElement, sink: SubmitErrorSink): () => void {
  sinks.set(form, sink);
  const said = waiting.get(form);
  waiting.delete(form);
  if (said !== undefined) sink(said);
  return () => {
    if (sinks.get(form) === sink) sinks.delete(form);
  };
}

interface BlockableJQuery {
  block?(options: unknown): unknown;
  unblock?(): unknown;
  data?(key: string): unknown;
}

/** The object checkout.js names `wc_checkout_form`, as far as gateways use it. */
export interface CheckoutFormApi {
  readonly $checkout_form: unknown;
  get_payment_method(): string;
  submit_error(errorHtml: string): void;
  scroll_to_notices(): void;
  blockOnSubmit($form?: unknown): void;
  attachUnloadEventsOnSubmit(): void;
  detachUnloadEventsOnSubmit(): void;
  /** `event`: a jQuery event whose currentTarget asks (checkout.js binds it as a handler); another script calls it bare */
  trigger_update_checkout(event?: { currentTarget?: unknown }): void;
  is_valid_json(raw: string): boolean;
}

const asBlockable = (value: unknown) => (typeof value === 'object' && value !== null ? (value as BlockableJQuery) : undefined);

export function checkoutFormApi(form: HTMLFormElement): CheckoutFormApi {
  const $form = () => jQueryOf()?.(form);
  return {
    get $checkout_form() {
      return $form();
    },
    get_payment_method: () => paymentMethod(form),
    // as checkout.js's: the form usable again (a gateway that took the order over lets go), its fields checked, the message above it
    submit_error(errorHtml) {
      form.classList.remove('processing');
      asBlockable($form())?.unblock?.();
      const sink = sinks.get(form);
      if (sink) sink(String(errorHtml));
      else {
        waiting.set(form, String(errorHtml));
        window.dispatchEvent(new Event(WAKE));
      }
    },
    scroll_to_notices() {
      const target =
        form.ownerDocument.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form;
      const $ = jQueryOf() as unknown as { scroll_to_notices?: (element: unknown) => void } | undefined;
      if (typeof $?.scroll_to_notices === 'function') $.scroll_to_notices(jQueryOf()!(target));
      else target.scrollIntoView?.({ block: 'start' });
    },
    blockOnSubmit($target) {
      // blockUI's overlay, where a theme or gateway loaded it (the islands mark the form busy themselves)
      const blockable = asBlockable($target ?? $form());
      if (blockable?.block && blockable.data?.('blockUI.isBlocked') !== 1)
        blockable.block({ message: null, overlayCSS: { background: '#fff', opacity: 0.6 } });
    },
    attachUnloadEventsOnSubmit: askBeforeLeaving,
    detachUnloadEventsOnSubmit: stopAskingBeforeLeaving,
    trigger_update_checkout: (event) => trigger('update_checkout', [{ current_target: event?.currentTarget ?? null }]),
    is_valid_json(raw) {
      try {
        const json: unknown = JSON.parse(raw);
        return typeof json === 'object' && json !== null;
      } catch {
        return false;
      }
    },
  };
}
