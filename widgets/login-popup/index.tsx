/**
 * Flatsome's account login popup: links to `#login-form-popup` open the host's login form in a
 * modal dialog (ModalDialog, a portal); a host that holds error notices (a failed log-in rendered by
 * the server) opens itself with the error focused so the shopper hears why. The printed form is
 * moved into the dialog and back, so it posts as the server rendered it. The root is a hidden slot
 * inside the host; the links' presses reach it as clicks on the host (see island.ts).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { Dialog } from '../../src/ui/ModalDialog';
import { t } from './messages';

const props = {
  label: prop.string({ default: '' }),
};

/** The printed content, moved into the dialog while it is open and put back at its place after. */
function MovedIn({ host }: { host: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const placeholder = host.ownerDocument.createComment('login-popup');
    host.before(placeholder);
    host.hidden = false;
    ref.current!.append(host);
    return () => {
      placeholder.replaceWith(host);
      host.hidden = true;
    };
  }, [host]);
  return <div ref={ref} className="si-login-dialog__content" />;
}

/** 0: closed; 1: open; 2: open with the printed error focused (a failed log-in). */
type View = 0 | 1 | 2;

function LoginPopup({ host, label }: IslandComponentProps<typeof props>) {
  const [view, setView] = useState<View>(() => (host.querySelector('.woocommerce-error') ? 2 : 0));

  // closed, the content stays hidden where it stands (open, it is shown inside the dialog)
  useLayoutEffect(() => {
    if (!view) host.hidden = true;
  }, [host, view]);
  // a press on a link to the popup arrives as a click on the host itself (island.ts)
  // (the loader focused the link first, so focus goes back to it once closed)
  useDomEvent(host, 'click', (event) => {
    if (event.target === host) setView((view) => view || 1);
  });

  if (!view) return null;
  const heading = host.querySelector('h1, h2, h3');
  if (heading) heading.id ||= 'si-login-title';
  const error = host.querySelector<HTMLElement>('.woocommerce-error');
  if (error) error.tabIndex = -1;
  return (
    <Dialog
      className="si-login-dialog"
      {...(heading ? { labelledBy: heading.id } : { title: label || t('login.title') })}
      // else the first control: the user name
      initialFocus={() => (view > 1 ? error : null)}
      onClose={() => setView(0)}
    >
      <MovedIn host={host} />
    </Dialog>
  );
}

export default defineIsland(
  { name: 'login-popup' },
  {
    props,
    slot: (host) => {
      const slot = makeSlot(host, 'si-login-popup-slot');
      slot.hidden = true;
      return slot;
    },
    component: LoginPopup,
  },
);
