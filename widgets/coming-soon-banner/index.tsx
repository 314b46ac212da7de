/**
 * WooCommerce's "coming soon" banner for logged-in shop managers: its printed dismiss link posts
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the REST URL in its `data-rest-url` with
 * the REST nonce (dismiss.ts), and the banner goes away once WordPress answered with the user. A
 * failure says so in the banner, which stays. The root is a slot at the banner's end holding the
 * message (and a dismiss button when the theme printed no link).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { safeSameOriginUrl } from '../../src/wp/url';
import { comingSoonBanner } from './island';
import { dismissBanner, failureKey } from './dismiss';
import { t } from './messages';

const props = {
  restUrl: prop.string({ default: '' }),
  nonce: prop.string({ default: '' }),
};

const DISMISS = '.coming-soon-banner-dismiss, [data-rest-url]';

type State = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; key: ReturnType<typeof failureKey> } | { status: 'dismissed' };
type Action = { type: 'start' } | { type: 'failed'; key: ReturnType<typeof failureKey> } | { type: 'dismissed' };

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'start':
      return state.status === 'busy' || state.status === 'dismissed' ? state : { status: 'busy' };
    case 'failed':
      return { status: 'failed', key: action.key };
    case 'dismissed':
      return { status: 'dismissed' };
  }
}

const restUrlOf = (host: HTMLElement, restUrl: string) =>
  safeSameOriginUrl(restUrl || host.querySelector(DISMISS)?.getAttribute('data-rest-url') || '');

function ComingSoonBanner({ host, restUrl, nonce }: IslandComponentProps<typeof props>) {
  const [state, dispatch] = useReducer(reducer, { status: 'idle' });
  const printed = host.querySelector<HTMLElement>(DISMISS);
  const busy = state.status === 'busy';
  const inFlight = useRef(false);
  const dismiss = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'start' });
    dismissBanner(restUrlOf(host, restUrl)!, nonce)
      .then(
        () => dispatch({ type: 'dismissed' }),
        (error: unknown) => dispatch({ type: 'failed', key: failureKey(error) }),
      )
      .finally(() => (inFlight.current = false));
  }, [host, restUrl, nonce]);

  // the printed link is the control: a button to assistive technology, its press is the island's
  useEffect(() => {
    if (!printed) return;
    if (printed.tagName === 'A') printed.setAttribute('role', 'button');
    const onClick = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    printed.addEventListener('click', onClick);
    return () => printed.removeEventListener('click', onClick);
  }, [printed, dismiss]);
  useEffect(() => {
    if (!printed) return;
    if (busy) printed.setAttribute('aria-busy', 'true');
    else printed.removeAttribute('aria-busy');
  }, [printed, busy]);
  useEffect(() => {
    if (state.status === 'dismissed') host.hidden = true;
  }, [host, state.status]);

  return (
    <>
      {!printed && (
        <button type="button" className="coming-soon-banner-dismiss" aria-busy={busy || undefined} onClick={dismiss}>
          {t('comingSoon.dismiss')}
        </button>
      )}
      <span className="si-coming-soon__message" role="alert">
        {state.status === 'failed' ? t(state.key) : ''}
      </span>
    </>
  );
}

export default defineIsland(comingSoonBanner, {
  props,
  prepare(host, { restUrl }) {
    if (!restUrlOf(host, restUrl)) throw new Error('has no same-site data-rest-url');
  },
  slot: (host) => makeSlot(host, 'si-coming-soon-slot', undefined, 'span'),
  component: ComingSoonBanner,
});
