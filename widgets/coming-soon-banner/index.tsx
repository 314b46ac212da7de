/**
 * WooCommerce's "coming soon" banner for logged-in shop managers: its printed dismiss link posts
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the REST URL in its `data-rest-url` with
 * the REST nonce (dismiss.ts), and the banner goes away once WordPress answered with the user. A
 * failure says so in the banner, which stays. The root is a slot at the banner's end holding the
 * message (and a dismiss button when the theme printed no link).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { safeSameOriginUrl } from '../../src/wp/url';
import { dismissBanner, failureKey } from './dismiss';
import { t } from './messages';

const props = {
  restUrl: prop.string({ default: '' }),
  nonce: prop.string({ default: '' }),
};

const DISMISS = '.coming-soon-banner-dismiss, [data-rest-url]';

/** '' idle, 'busy', 'done' (dismissed), else the key of the failure's message. */
type Status = '' | 'busy' | 'done' | ReturnType<typeof failureKey>;

const restUrlOf = (host: HTMLElement, restUrl: string) =>
  safeSameOriginUrl(restUrl || host.querySelector(DISMISS)?.getAttribute('data-rest-url') || '');

function ComingSoonBanner({ host, restUrl, nonce }: IslandComponentProps<typeof props>) {
  const [status, setStatus] = useState<Status>('');
  const printed = host.querySelector<HTMLElement>(DISMISS);
  const busy = status === 'busy';
  const inFlight = useRef(false);
  const dismiss = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('busy');
    dismissBanner(restUrlOf(host, restUrl)!, nonce)
      .then(
        () => setStatus('done'),
        (error: unknown) => setStatus(failureKey(error)),
      )
      .finally(() => (inFlight.current = false));
  }, [host, restUrl, nonce]);

  // the printed link is the control: a button to assistive technology, its press is the island's
  useEffect(() => {
    if (!printed) return;
    printed.setAttribute('role', 'button');
    const onClick = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    printed.addEventListener('click', onClick);
    return () => printed.removeEventListener('click', onClick);
  }, [printed, dismiss]);
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
    prepare(host, { restUrl }) {
      if (!restUrlOf(host, restUrl)) throw new Error('has no same-site data-rest-url');
    },
    slot: (host) => makeSlot(host, 'si-coming-soon-slot', undefined, 'span'),
    component: ComingSoonBanner,
  },
);
