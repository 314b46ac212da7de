/**
 * A place-order press before the island has mounted (its code is still on its way): the order leaves
 * now, from this plain module, as checkout.js would send it (the gateways asked first, the form
 * blocked, one order per page). The island adopts the order once mounted (usePlaceOrder) and shows
 * what comes back; an order placed before that is followed here, so that the framework never stands
 * between the shopper and the order's page. A failure waits for the island, which explains it (the
 * form is usable again at once).
 */
import { afterPaint } from '../../src/ui/after-paint';
import { clearBusy } from '../../src/islands/busy';
import { plainPress, type HeldPress } from '../../src/islands/hold';
import { checkoutForm } from './form';
import { orderFlow, type OrderFlow } from './order-flow';
import { takeFromHost } from './host-bag';
import { EARLY_ORDER, WAKE } from './names';
import { navigation } from './navigation';
import { gatewaysAllowOrder, gatewaysFollowSuccess, handedToPage, redirectTarget, sendOrder, type CheckoutReply } from './order';

export interface EarlyOrder {
  flow: OrderFlow;
  ordered: Promise<CheckoutReply>;
  /** when the press sent it (the island's "still working" counts from here) */
  sentAt: number;
  /** the island has it: it alone shows the reply */
  adopted: boolean;
  /** a gateway answered `checkout_place_order_success` with false here (it is asked once) */
  successRefused: boolean;
  /** the place-order button, busy since the press (src/islands/busy.ts): whoever answers the order clears it */
  control: Element;
}

type HostBag = Record<string, unknown>;

export const earlyOrderOf = (host: HTMLElement): EarlyOrder | undefined =>
  (host as unknown as HostBag)[EARLY_ORDER] as EarlyOrder | undefined;

/** The island takes the order over: from now on it alone answers it. */
export function adoptEarlyOrder(host: HTMLElement): EarlyOrder | undefined {
  const order = takeFromHost(host, EARLY_ORDER) as EarlyOrder | undefined;
  if (order) order.adopted = true;
  return order;
}

/** Before the island: what the order's reply needs at once, the order's page; the rest is the island's. */
function answerAlone(form: HTMLFormElement, order: EarlyOrder, reply: CheckoutReply | undefined) {
  if (order.adopted) return;
  if (reply?.result === 'success') {
    const target = redirectTarget(reply.redirect, location.href);
    // the gateway's own step on this page (3-D Secure) is the island's to follow: asked and handed over there
    if (target && handedToPage(target, location.href)) {
      window.dispatchEvent(new Event(WAKE));
      return;
    }
    if (!gatewaysFollowSuccess(form, reply)) order.successRefused = true;
    else {
      // placed: the form stays blocked until the page leaves, and no press orders again
      order.flow.placed();
      if (target) navigation.assign(target);
      else {
        console.warn('[shop-islands] checkout: the order was placed but its redirect is not a web address', reply.redirect);
        // the island says the order is in
        window.dispatchEvent(new Event(WAKE));
      }
      return;
    }
  }
  order.flow.settled();
  clearBusy(order.control);
  window.dispatchEvent(new Event(WAKE));
}

/** The runtime's offer (EarlyModule): a plain press on the place-order button of the checkout form. */
export function takePress(host: HTMLElement, press: HeldPress, event: Event): boolean {
  if (press.type !== 'click' || !plainPress(event)) return false;
  const form = checkoutForm(host);
  if (!form || !press.control.matches('#place_order') || !form.contains(press.control)) return false;
  // one order per page: a press while one is on its way or placed does nothing, as the disabled button says
  const previous = earlyOrderOf(host);
  if (previous?.flow.busy) return true;
  // a gateway that stops the order places it itself later (checkout.js then does nothing either)
  if (!gatewaysAllowOrder(form)) {
    clearBusy(press.control);
    return true;
  }
  const flow = orderFlow(form);
  flow.place();
  // the press's busy state and the blocked form are painted first; the order leaves right after
  const ordered = new Promise<CheckoutReply>((resolve, reject) => afterPaint(() => sendOrder(form).then(resolve, reject)));
  const order: EarlyOrder = {
    flow,
    ordered,
    sentAt: Date.now(),
    adopted: false,
    successRefused: false,
    control: press.control,
  };
  (host as unknown as HostBag)[EARLY_ORDER] = order;
  order.ordered.then(
    (reply) => answerAlone(form, order, reply),
    () => answerAlone(form, order, undefined),
  );
  return true;
}
