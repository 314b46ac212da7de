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
import { t } from './messages';

const props = {
  /** The feed settings the theme printed, sent back as Flatsome does. */
  data: prop.json<Record<string, unknown>>({ default: {} }),
  /** The consent service that allows the feed besides the marketing category (Complianz's id). */
  service: prop.string({ default: 'instagram' }),
};

/** undefined: not asked yet; null: loading; false: failed; else the feed's HTML. */
type Feed = undefined | null | false | string;

/** Leaves only the island's root in the host: the theme's placeholder goes once something replaces it. */
function replacePrinted(host: HTMLElement, inside: Element | null) {
  const root = inside?.closest('[data-island-root]');
  if (root) for (const node of [...host.childNodes]) if (node !== root) node.remove();
}

function Instagram({ data, service }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const store = useConsentStore();
  const allowed = useSyncExternalStore(store.subscribe, () => store.hasServiceConsent(service, 'marketing'));
  const [feed, setFeed] = useState<Feed>();
  const request = useRef<AbortController | undefined>(undefined);
  const admin = canManageOptions();
  const fail = (error: unknown) => {
    console.warn('[shop-islands] instagram:', error);
    setFeed(false);
  };

  useEffect(() => () => request.current?.abort(), []);
  // asked once, as soon as it is allowed; a later change of mind does not take back what is shown
  useEffect(() => {
    if (!allowed || request.current) return;
    const controller = (request.current = new AbortController());
    setFeed(null);
    loadFeed(data, controller.signal).then(setFeed, (error: unknown) => controller.signal.aborted || fail(error));
  }, [allowed, data]);

  useLayoutEffect(() => {
    if (feed === null) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
    if (feed === false && !admin) host.hidden = true;
  }, [host, feed, admin]);

  // the placeholder goes as the feed or the message comes in (before paint: never both seen)
  if (feed)
    return (
      <ServerHtml html={feed} className="si-instagram__feed" onInserted={(element) => replacePrinted(host, element)} onFailed={fail} />
    );
  if (feed === false && admin)
    return (
      <p ref={(element) => replacePrinted(host, element)} className="si-instagram__error" role="alert">
        {t('instagram.failed')}
      </p>
    );
  return null;
}

export default defineIsland(
  { name: 'instagram' },
  {
    props,
    slot: (host) => makeSlot(host, 'si-instagram-slot'),
    component: Instagram,
  },
);
