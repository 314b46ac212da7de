/**
 * The coupon form and the order review's remove links on the checkout, listened to as checkout.js
 * does (the requests themselves: coupons.ts): a submitted coupon form is applied, a remove link
 * clicked (or pressed with Space: it is a role="button" link) removes its coupon, typing in the
 * field clears its error.
 */
import { useEffect, type Dispatch } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useUnmountSignal } from '../../src/hooks/useUnmountSignal';
import type { SerialQueue } from '../../src/wp/queue';
import { applyCoupon, COUPON_FORM, removeCoupon, REMOVE_LINK, type CouponContext } from './coupons';
import { takeFromHost } from './host-bag';
import { PENDING_COUPON } from './names';
import type { CheckoutAction } from './state';

export function useCoupons(
  form: HTMLFormElement,
  dispatch: Dispatch<CheckoutAction>,
  /** the island's host, where the page module keeps a coupon form submitted before the island listened (page.ts) */
  host: HTMLElement,
  /** the requests that change the shopper's session take turns here (useOrderReview) */
  session: SerialQueue,
): void {
  const doc = form.ownerDocument;
  const unmounted = useUnmountSignal();
  const context = (): CouponContext => ({ form, dispatch, session, signal: unmounted() });

  useDomEvent(doc, 'submit', (event) => {
    const target = event.target as Element;
    if (!target.matches(COUPON_FORM)) return;
    event.preventDefault();
    void applyCoupon(context(), target as HTMLFormElement);
  });
  useDomEvent(doc, 'click', (event) => {
    const link = (event.target as Element).closest(REMOVE_LINK);
    if (!link) return;
    event.preventDefault();
    void removeCoupon(context(), link);
  });
  useDomEvent(doc, 'keydown', (event) => {
    const link = (event.target as Element).closest<HTMLElement>(REMOVE_LINK);
    if (!link || event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });
  const clearErrorWhenTyped = (event: Event) => {
    if ((event.target as Element).matches('#coupon_code')) dispatch({ type: 'couponErrorCleared' });
  };
  useDomEvent(doc, 'input', clearErrorWhenTyped);
  useDomEvent(doc, 'change', clearErrorWhenTyped);
  useApplyPendingCoupon(host, context);
}

/** The coupon form the page module kept for the island (page.ts), taken: it is applied once. */
function takePendingCoupon(host: HTMLElement): HTMLFormElement | null {
  const pending = takeFromHost(host, PENDING_COUPON);
  return pending instanceof HTMLFormElement ? pending : null;
}

/**
 * A coupon form submitted before the island listened is applied once it does. Taken here, after the
 * submit listener above is on, not at the first render: a submit between the two (a mount on a slow
 * phone spans frames) is kept by the page module, and read at render it was never applied.
 */
function useApplyPendingCoupon(host: HTMLElement, context: () => CouponContext): void {
  useEffect(() => {
    const pendingCoupon = takePendingCoupon(host);
    if (pendingCoupon?.isConnected) void applyCoupon(context(), pendingCoupon);
    // taken at mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
