/**
 * WooCommerce's store notice with its dismiss control, as a React island over the printed notice.
 * WooCommerce prints the dismiss link itself (`a.woocommerce-store-notice__dismiss-link`): that link
 * stays the one used (a press before hydration is held on it and replayed) and acts as a button;
 * the island renders a button of its own (into a slot) only where the theme printed none.
 */
import { useLayoutEffect, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { dismissNotice, isNoticeDismissed } from './dismissal';

const props = {
  noticeId: prop.string({ required: true }),
};

export const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';

function StoreNotice({ host, noticeId }: IslandComponentProps<typeof props>) {
  const [dismissed, setDismissed] = useState(() => isNoticeDismissed(noticeId));
  const [printed] = useState(() => host.querySelector<HTMLElement>(DISMISS_LINK));
  // a theme that printed its own landmark keeps it; the island names the notice only where none is
  const [named] = useState(() => host.hasAttribute('role'));

  const dismiss = (event: Event | { preventDefault(): void }) => {
    event.preventDefault();
    dismissNotice(noticeId);
    setDismissed(true);
  };

  useLayoutEffect(() => {
    host.hidden = dismissed;
    if (!named) {
      host.setAttribute('role', 'region');
      host.setAttribute('aria-label', t('notice.label'));
    }
    printed?.setAttribute('role', 'button');
  }, [host, dismissed, named, printed]);

  const dismissPrinted = (event: Event) => {
    event.preventDefault();
    dismissNotice(noticeId);
    setDismissed(true);
  };
  useDomEvent(printed, 'click', dismissPrinted);
  // a link answers Enter by itself; as a button it must answer Space too
  useDomEvent(printed, 'keydown', (event) => {
    if (event.key === ' ') dismissPrinted(event);
  });

  if (printed || dismissed) return null;
  return (
    <button type="button" className="si-store-notice__dismiss woocommerce-store-notice__dismiss-link" onClick={dismiss}>
      {t('notice.dismiss')}
    </button>
  );
}

export default defineIsland(
  { name: 'store-notice' },
  {
    props,
    slot: (host) => makeSlot(host, 'si-store-notice-slot', undefined, 'span'),
    component: StoreNotice,
  },
);
