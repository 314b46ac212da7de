/**
 * The checkout's notice places, rendered through portals (a coupon's notices too, see the end): order errors in WooCommerce's
 * `.woocommerce-NoticeGroup-checkout` (in the notices wrapper before the form, else at the form's
 * top), a failed refresh of the totals in `.woocommerce-NoticeGroup-updateOrderReview` right above
 * them. A place is made only when there is something to say in it, so hydration moves nothing.
 * The server's HTML goes in through ServerHtml; our own texts are text.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { trigger } from '../../src/wp/events';
import { t } from './messages';
import { navigation } from './navigation';
import type { CheckoutNotice, CheckoutState, CouponNotice } from './state';

/** A notice group of WooCommerce's, made here (detached: it goes into the page only when there is something to say). */
function useGroup(form: HTMLFormElement, kind: 'checkout' | 'updateOrderReview'): HTMLElement {
  const [group] = useState(() => {
    const element = form.ownerDocument.createElement('div');
    element.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
    element.setAttribute('data-si-checkout', '');
    return element;
  });
  return group;
}

/**
 * Once an order error is in: `checkout_error` (the notices island, whose host the group is in, scrolls
 * to it and focuses it); a group in no notices host (that feature off) is scrolled to here, as
 * checkout.js's scroll_to_notices does.
 */
function revealError(group: HTMLElement, html: string): void {
  trigger('checkout_error', [html]);
  if (group.closest('[data-island="notices"]')) return;
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  group.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  const error = group.querySelector<HTMLElement>('.woocommerce-error');
  if (!error) return;
  if (!error.hasAttribute('tabindex')) error.setAttribute('tabindex', '-1');
  error.focus({ preventScroll: true });
}

/** One text of ours as WooCommerce's error list; `checkout_error` listeners get its HTML once it is in. */
function TextNotice({ text, onShown }: { text: string; onShown: (html: string) => void }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (ref.current) onShown(ref.current.outerHTML);
    // once per notice (its key)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ul ref={ref} className="woocommerce-error" role="alert">
      <li>{text}</li>
    </ul>
  );
}

/** The server's error HTML, sanitised; if the sanitiser cannot load (offline), our one clear text instead. */
function HtmlNotice({ html, onShown }: { html: string; onShown: (html: string) => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <TextNotice text={t('checkout.failed')} onShown={onShown} />;
  return <ServerHtml html={html} onInserted={() => onShown(html)} onFailed={() => setFailed(true)} />;
}

/** Order errors: in the notices wrapper before the form, else at the form's top; in place of one the server printed. */
export function CheckoutNoticeGroup({ form, notice }: { form: HTMLFormElement; notice: CheckoutNotice | null }) {
  const group = useGroup(form, 'checkout');
  const shown = notice !== null;
  useLayoutEffect(() => {
    if (!shown || group.isConnected) return;
    // the nearest before the form: the shortcode prints one at the page's top too, above the login and coupon forms,
    // and the one WooCommerce prints before the form (woocommerce_before_checkout_form) is the notices island's host
    const wrapper = [...form.ownerDocument.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper')]
      .filter((element) => element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)
      .pop();
    const container = wrapper ?? form;
    const printed = container.querySelector('.woocommerce-NoticeGroup-checkout');
    // what the server printed there before (a form posted without JavaScript) gives way
    if (printed) printed.replaceWith(group);
    else container.prepend(group);
  }, [form, group, shown]);
  useLayoutEffect(() => () => group.remove(), [group]);
  const onShown = useCallback((html: string) => revealError(group, html), [group]);
  if (!notice) return null;
  return createPortal(
    'html' in notice ? (
      <HtmlNotice key={notice.id} html={notice.html} onShown={onShown} />
    ) : (
      <TextNotice key={notice.id} text={notice.text} onShown={onShown} />
    ),
    group,
  );
}

/**
 * A failed refresh of the totals, or the server's messages for one (no shipping to the address, a
 * coupon no longer valid), right above them; each puts the group in again, so that it is announced.
 */
export function ReviewFailure({ form, failure }: { form: HTMLFormElement; failure: CheckoutState['reviewFailure'] }) {
  const group = useGroup(form, 'updateOrderReview');
  const id = failure?.id;
  useLayoutEffect(() => {
    if (id === undefined) return;
    const anchor =
      form.querySelector('.woocommerce-checkout-review-order-table') ??
      form.querySelector('#order_review, .woocommerce-checkout-review-order');
    if (anchor) anchor.before(group);
    else form.prepend(group);
    return () => group.remove();
  }, [form, group, id]);
  if (!failure) return null;
  if ('html' in failure) return createPortal(<ReviewMessages key={failure.id} html={failure.html} />, group);
  return createPortal(
    <ul key={failure.id} className="woocommerce-error" role="alert">
      <li>
        {t(failure.session ? 'checkout.reviewSession' : 'checkout.reviewFailed')}
        {failure.session && (
          <>
            {' '}
            <button type="button" className="button" onClick={() => navigation.reload()}>
              {t('checkout.reload')}
            </button>
          </>
        )}
      </li>
    </ul>,
    group,
  );
}

/** The server's messages for a refresh, sanitised, announced; if the sanitiser cannot load (offline), our text for a failed refresh. */
function ReviewMessages({ html }: { html: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <ul className="woocommerce-error" role="alert">
        <li>{t('checkout.reviewFailed')}</li>
      </ul>
    );
  return <ServerHtml html={html} role="alert" onFailed={() => setFailed(true)} />;
}

/** A coupon's notice right before its element (the coupon form or the checkout form), in a box made for it. */
export function CouponNoticeBox({ notice }: { notice: CouponNotice | null }) {
  const before = notice?.before;
  const [box] = useState(() => {
    const element = document.createElement('div');
    element.className = 'si-checkout__coupon-notice';
    element.setAttribute('data-si-checkout', '');
    return element;
  });
  useLayoutEffect(() => {
    if (!before?.isConnected) return;
    before.before(box);
    return () => box.remove();
  }, [before, box]);
  if (!notice) return null;
  return createPortal(
    'html' in notice ? (
      <ServerHtml key={notice.id} html={notice.html} />
    ) : (
      <ul key={notice.id} className="woocommerce-error" role="alert">
        <li>{notice.text}</li>
      </ul>
    ),
    box,
  );
}

/** Why the code was not applied, under the coupon field, which is marked invalid and focused (as checkout.js does). */
export function CouponError({ error }: { error: CheckoutState['couponError'] }) {
  const field = error?.field;
  useLayoutEffect(() => {
    if (!field) return;
    field.classList.add('has-error');
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', 'coupon-error-notice');
    field.focus();
    return () => {
      field.classList.remove('has-error');
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    };
  }, [field, error?.id]);
  if (!error?.field.parentElement) return null;
  return createPortal(
    <span key={error.id} className="coupon-error-notice" id="coupon-error-notice" role="alert">
      {error.text}
    </span>,
    error.field.parentElement,
  );
}
