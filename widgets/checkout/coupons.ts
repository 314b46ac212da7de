/**
 * Coupons on the checkout, as checkout.js runs them: the coupon form (WooCommerce's
 * `form.checkout_coupon`, printed above the checkout form; the loader shows and hides it) posts
 * `wc-ajax=apply_coupon` (`apply_coupon_nonce`, the code, the billing e-mail); the server answers
 * with notices (HTML). An error is shown under the field (its text only); anything else goes before
 * the coupon form, which closes and empties. A coupon's remove link in the order review posts
 * `wc-ajax=remove_coupon`; its notice goes before the checkout form. Either way the page's other
 * notices go, `applied_coupon_in_checkout` / `removed_coupon_in_checkout` fire and the totals
 * refresh (`update_checkout` without the shipping methods). A failed request (offline, HTTP 500,
 * `-1` for an expired session, time-out) or an empty reply says so where the answer would have
 * been; the code typed stays.
 */
import type { Dispatch } from 'react';
import { wcAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { withFreshNonces } from '../../src/wp/fresh-nonces';
import { trigger } from '../../src/wp/events';
import { pageGlobal } from '../../src/wp/config';
import type { SerialQueue } from '../../src/wp/queue';
import { t } from './messages';
import type { CheckoutAction } from './state';
import { holdProcessing } from './processing';

export const COUPON_FORM = 'form.checkout_coupon';
export const REMOVE_LINK = '.woocommerce-remove-coupon';
/** The notices checkout.js removes from the page when a coupon's answer comes. */
const PAGE_NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success, .checkout-inline-error-message';

const params = () => pageGlobal('wc_checkout_params') ?? {};

/** What a coupon request needs from the island. */
export interface CouponContext {
  form: HTMLFormElement;
  dispatch: Dispatch<CheckoutAction>;
  /** the requests that change the shopper's session take turns here (useOrderReview) */
  session: SerialQueue;
  /** ends the request when the island goes */
  signal: AbortSignal;
}

/** Whether WooCommerce's reply is an error notice (classic or block markup), as checkout.js decides it. */
export const isErrorReply = (html: string) => html.includes('woocommerce-error') || html.includes('is-error');

/** The text of a notice's HTML (parsed inert: nothing in it runs or loads). */
export function noticeText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What the shopper is told when a coupon request fails. */
export function couponFailure(error: unknown, removing: boolean): string {
  const key = errorMessageKey(error);
  const reason = key === 'error.unknown' ? '' : ` ${t(key)}`;
  return `${t(removing ? 'checkout.couponRemoveFailed' : 'checkout.couponFailed')}${reason}`;
}

/** Shows or hides the coupon forms, and says so on the links that toggle them. */
function setCouponFormShown(doc: Document, shown: boolean): void {
  doc.querySelectorAll<HTMLElement>(COUPON_FORM).forEach((couponForm) => (couponForm.style.display = shown ? '' : 'none'));
  doc.querySelectorAll('a.showcoupon').forEach((link) => link.setAttribute('aria-expanded', String(shown)));
}

/** checkout.js removes every notice on the page; ours are React's, so they are cleared through the state. */
function clearNotices({ form, dispatch }: CouponContext): void {
  form.ownerDocument.querySelectorAll(PAGE_NOTICES).forEach((notice) => {
    if (!notice.closest('[data-si-checkout]')) notice.remove();
  });
  dispatch({ type: 'noticesCleared' });
}

/** Posts the coupon form's code (`apply_coupon`) and shows the answer. */
export async function applyCoupon(context: CouponContext, couponForm: HTMLFormElement): Promise<void> {
  const { form, dispatch, session, signal } = context;
  if (couponForm.classList.contains('processing')) return;
  const field = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]');
  const code = field?.value ?? '';
  dispatch({ type: 'couponErrorCleared' });
  const done = holdProcessing(couponForm);
  const showError = (text: string) => {
    if (field) dispatch({ type: 'couponError', field, text });
    else dispatch({ type: 'couponNoticeText', before: couponForm, text });
  };
  try {
    // a stale nonce (a page kept for days): `-1`, fresh nonces into wc_checkout_params, one more try
    const reply = await session.run(() =>
      withFreshNonces(() =>
        wcAjax(
          'apply_coupon',
          {
            security: params().apply_coupon_nonce ?? '',
            coupon_code: code,
            billing_email: form.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '',
          },
          { signal },
        ),
      ),
    );
    if (reply.trim() === '') {
      showError(t('checkout.couponFailed'));
      return;
    }
    clearNotices(context);
    if (isErrorReply(reply)) showError(noticeText(reply) || t('checkout.couponFailed'));
    else {
      setCouponFormShown(form.ownerDocument, false);
      if (field) field.value = '';
      dispatch({ type: 'couponNotice', before: couponForm, html: reply });
    }
    trigger('applied_coupon_in_checkout', [code]);
    trigger('update_checkout', [{ update_shipping_method: false }]);
  } catch (error) {
    if (!isAborted(error)) showError(couponFailure(error, false));
  } finally {
    done();
  }
}

/** Posts a coupon's remove link (`remove_coupon`) and shows the answer. */
export async function removeCoupon(context: CouponContext, link: Element): Promise<void> {
  const { form, dispatch, session, signal } = context;
  const review = link.closest('.woocommerce-checkout-review-order');
  if (review?.classList.contains('processing')) return;
  const coupon = link.getAttribute('data-coupon') ?? '';
  const done = holdProcessing(review);
  try {
    const reply = await session.run(() =>
      withFreshNonces(() => wcAjax('remove_coupon', { security: params().remove_coupon_nonce ?? '', coupon }, { signal })),
    );
    if (reply.trim() === '') {
      dispatch({ type: 'couponNoticeText', before: form, text: t('checkout.couponRemoveFailed') });
      return;
    }
    clearNotices(context);
    dispatch({ type: 'couponNotice', before: form, html: reply });
    trigger('removed_coupon_in_checkout', [coupon]);
    trigger('update_checkout', [{ update_shipping_method: false }]);
    dispatch({ type: 'couponErrorCleared' });
    form.ownerDocument
      .querySelectorAll<HTMLInputElement>(`${COUPON_FORM} input[name="coupon_code"]`)
      .forEach((field) => (field.value = ''));
    setCouponFormShown(form.ownerDocument, false);
  } catch (error) {
    if (!isAborted(error)) dispatch({ type: 'couponNoticeText', before: form, text: couponFailure(error, true) });
  } finally {
    done();
  }
}
