/**
 * Flatsome's account login popup: links to `#login-form-popup` open the host's login form in a
 * modal dialog (ModalDialog, a portal); a host that holds error notices (a failed log-in rendered by
 * the server) opens itself with the error focused so the shopper hears why. The printed form is
 * moved into the dialog and back, so it posts as the server rendered it. The root is a hidden slot
 * inside the host; the links' presses reach it as clicks on the host (see island.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** Closed (null), or open: with the printed error focused (a failed log-in), and where focus goes back to. */
type View = { error: boolean; opener: HTMLElement | null } | null;

function LoginPopup({ host, label }: IslandComponentProps<typeof props>) {
  const [view, setView] = useState<View>(() => (host.querySelector('.woocommerce-error') ? { error: true, opener: null } : null));

  // closed, the content stays hidden where it stands (open, it is shown inside the dialog)
  useLayoutEffect(() => {
    if (!view) host.hidden = true;
  }, [host, view]);
  useEffect(() => {
    // a press on a link to the popup arrives as a click on the host itself (island.ts)
    const onClick = (event: MouseEvent) => {
      if (event.target !== host) return;
      // focus goes back to the link once closed (a press replayed or from a script focused nothing)
      const active = document.activeElement;
      const opener =
        active && active !== document.body ? active : document.querySelector(`[data-open="#${host.id}"], a[href="#${host.id}"]`);
      setView((view) => view ?? { error: false, opener: opener as HTMLElement | null });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

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
      initialFocus={() => (view.error ? error : null)}
      opener={view.opener}
      onClose={() => setView(null)}
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
