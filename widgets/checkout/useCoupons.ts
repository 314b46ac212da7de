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
import type { CheckoutAction } from './state';

export function useCoupons(
  form: HTMLFormElement,
  dispatch: Dispatch<CheckoutAction>,
  /** The coupon form submitted before the island was there (the loader kept it, see island.ts). */
  pendingCoupon: HTMLFormElement | null,
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
  useApplyPendingCoupon(pendingCoupon, context);
}

/** A coupon form submitted before the island mounted is applied once it is there. */
function useApplyPendingCoupon(pendingCoupon: HTMLFormElement | null, context: () => CouponContext): void {
  useEffect(() => {
    if (pendingCoupon?.isConnected) void applyCoupon(context(), pendingCoupon);
    // read at mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
