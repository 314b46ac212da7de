/**
 * The checkout's two notice places, rendered through portals: order errors in WooCommerce's
 * `.woocommerce-NoticeGroup-checkout` (in the notices wrapper before the form, else at the form's
 * top), a failed refresh of the totals in `.woocommerce-NoticeGroup-updateOrderReview` right above
 * them. A place is made only when there is something to say in it, so hydration moves nothing.
 * The server's HTML goes in through ServerHtml; our own texts are text.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { trigger } from '../../src/wp/events';
import { t } from './messages';
import { navigation } from './navigation';
import type { CheckoutNotice, CheckoutState } from './state';

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

/** One text of ours as WooCommerce's error list; `checkout_error` listeners get its HTML once it is in. */
function TextNotice({ text }: { text: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (ref.current) trigger('checkout_error', [ref.current.outerHTML]);
  }, []);
  return (
    <ul ref={ref} className="woocommerce-error" role="alert">
      <li>{text}</li>
    </ul>
  );
}

/** The server's error HTML, sanitised; if the sanitiser cannot load (offline), our one clear text instead. */
function HtmlNotice({ html }: { html: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <TextNotice text={t('checkout.failed')} />;
  return <ServerHtml html={html} onInserted={() => trigger('checkout_error', [html])} onFailed={() => setFailed(true)} />;
}

/** Order errors: in the notices wrapper before the form, else at the form's top; in place of one the server printed. */
export function CheckoutNoticeGroup({ form, notice }: { form: HTMLFormElement; notice: CheckoutNotice | null }) {
  const group = useGroup(form, 'checkout');
  const shown = notice !== null;
  useLayoutEffect(() => {
    if (!shown || group.isConnected) return;
    const wrapper = [...form.ownerDocument.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper')].find(
      (element) => element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const container = wrapper ?? form;
    const printed = container.querySelector('.woocommerce-NoticeGroup-checkout');
    // what the server printed there before (a form posted without JavaScript) gives way
    if (printed) printed.replaceWith(group);
    else container.prepend(group);
  }, [form, group, shown]);
  useLayoutEffect(() => () => group.remove(), [group]);
  if (!notice) return null;
  return createPortal(
    'html' in notice ? <HtmlNotice key={notice.id} html={notice.html} /> : <TextNotice key={notice.id} text={notice.text} />,
    group,
  );
}

/** A failed refresh of the totals, right above them; each failure puts the group in again, so that it is announced. */
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
