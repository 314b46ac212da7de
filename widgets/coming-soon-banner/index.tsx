/**
 * WooCommerce's "coming soon" banner for logged-in shop managers: its printed dismiss link posts
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the site's own `wp/v2/users/me` route with
 * the site's REST nonce (dismiss.ts), and the banner goes away once WordPress answered with the
 * user. Where to post never comes from the markup (a `data-rest-url` is WooCommerce's, and content
 * authors can write one): the request carries the manager's credentials. A failure says so in the
 * banner, which stays. The root is a slot at the banner's end holding the message (and a dismiss
 * button when the theme printed no link).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { dismissBanner, failureKey } from './dismiss';
import { t } from './messages';

const props = {};

const DISMISS = '.coming-soon-banner-dismiss, [data-rest-url]';

/** '' idle, 'busy', 'done' (dismissed), else the key of the failure's message. */
type Status = '' | 'busy' | 'done' | ReturnType<typeof failureKey>;

function ComingSoonBanner({ host }: IslandComponentProps<typeof props>) {
  const [status, setStatus] = useState<Status>('');
  const printed = host.querySelector<HTMLElement>(DISMISS);
  const busy = status === 'busy';
  const inFlight = useRef(false);
  const dismiss = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('busy');
    dismissBanner()
      .then(
        () => setStatus('done'),
        (error: unknown) => setStatus(failureKey(error)),
      )
      .finally(() => (inFlight.current = false));
  }, []);

  // the printed link is the control: a button to assistive technology, its press is the island's
  useEffect(() => printed?.setAttribute('role', 'button'), [printed]);
  useDomEvent(printed, 'click', (event) => {
    event.preventDefault();
    dismiss();
  });
  useEffect(() => {
    if (busy) printed?.setAttribute('aria-busy', 'true');
    else printed?.removeAttribute('aria-busy');
    if (status === 'done') host.hidden = true;
  }, [host, printed, busy, status]);

  const failed = status && !busy && status !== 'done' ? t(status) : '';
  return (
    <>
      {!printed && (
        <button type="button" className="coming-soon-banner-dismiss" aria-busy={busy || undefined} onClick={dismiss}>
          {t('comingSoon.dismiss')}
        </button>
      )}
      <span className="si-coming-soon__message" role="alert">
        {failed}
      </span>
    </>
  );
}

export default defineIsland(
  { name: 'coming-soon-banner' },
  {
    props,
    slot: (host) => makeSlot(host, 'si-coming-soon-slot', undefined, 'span'),
    component: ComingSoonBanner,
  },
);
