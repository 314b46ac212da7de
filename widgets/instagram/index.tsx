/**
 * Flatsome's Instagram feed: the images load after the page with `flatsome_load_instagram` (feed.ts)
 * once marketing or the feed's own service is allowed (the images come from Instagram's servers);
 * until then the theme's markup stays. The feed HTML goes in through ServerHtml (sanitised). A
 * failure is explained only to those who manage the site (admins: they can fix the connection);
 * for everyone else, editors included, the empty feed simply stays hidden. The root is a slot at
 * the host's end; the theme's markup goes once the feed (or the admins' message) is in.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConsentStore } from '../../src/consent/react';
import { defineIsland, makeSlot, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { canManageOptions } from '../../src/wp/roles';
import { loadFeed } from './feed';
import { instagram } from './island';
import { t } from './messages';

const props = {
  /** The feed settings the theme printed, sent back as Flatsome does. */
  data: prop.json<Record<string, unknown>>({ default: {} }),
  /** The consent service that allows the feed besides the marketing category (Complianz's id). */
  service: prop.string({ default: 'instagram' }),
};

type State = { status: 'waiting' } | { status: 'loading' } | { status: 'loaded'; html: string } | { status: 'failed' };

/** Leaves only the island's root in the host: the theme's placeholder goes once something replaces it. */
function replacePrinted(host: HTMLElement, inside: Element) {
  const root = inside.closest('[data-island-root]');
  for (const node of [...host.childNodes]) if (node !== root) node.remove();
}

function Instagram({ data, service }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const store = useConsentStore();
  const allowed = useSyncExternalStore(store.subscribe, () => store.hasServiceConsent(service, 'marketing'));
  const [state, setState] = useState<State>({ status: 'waiting' });
  const request = useRef<AbortController | null>(null);
  const admin = canManageOptions();
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => () => request.current?.abort(), []);
  // asked once, as soon as it is allowed; a later change of mind does not take back what is shown
  useEffect(() => {
    if (!allowed || request.current) return;
    const controller = (request.current = new AbortController());
    setState({ status: 'loading' });
    loadFeed(data, controller.signal).then(
      (html) => setState({ status: 'loaded', html }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[shop-islands] instagram:', error);
        setState({ status: 'failed' });
      },
    );
  }, [allowed, data]);

  // before paint: the placeholder and the message are never seen together
  useLayoutEffect(() => {
    if (state.status === 'loading') host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
    if (state.status === 'failed' && !admin) host.hidden = true;
    if (state.status === 'failed' && admin && message.current) replacePrinted(host, message.current);
  }, [host, state.status, admin]);

  if (state.status === 'loaded')
    return (
      <ServerHtml
        html={state.html}
        className="si-instagram__feed"
        onInserted={(element) => replacePrinted(host, element)}
        onFailed={(error) => {
          console.warn('[shop-islands] instagram: the sanitiser could not be loaded', error);
          setState({ status: 'failed' });
        }}
      />
    );
  if (state.status === 'failed' && admin)
    return (
      <p ref={message} className="si-instagram__error" role="alert">
        {t('instagram.failed')}
      </p>
    );
  return null;
}

export default defineIsland(instagram, {
  props,
  slot: (host) => makeSlot(host, 'si-instagram-slot'),
  component: Instagram,
});
