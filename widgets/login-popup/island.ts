import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { safeHref } from '../../src/wp/url';

/** Set on the host while a link to it was pressed and its code is on the way (held press, see below). */
const REQUESTED = 'data-open-requested';

/**
 * Hydrates on intent. The host is hidden until opened, so intent comes from the links that open it
 * (`href` or `data-open` = `#<id>`, outside the host): pointing at one wakes the island, pressing
 * one becomes a press on the host, held until mounted and then replayed, so it opens the popup.
 * If its code cannot be loaded, the pressed link is followed (online) and later presses are the links' again.
 * A host that holds a failed log-in (`.woocommerce-error`) hydrates at once and opens itself.
 * (Loader code on every page: kept short.)
 */
export const loginPopup = {
  name: 'login-popup',
  hydrate: interaction(),
  holdUntilMounted: `[${REQUESTED}]`,
  onFound: (host) => {
    if (host.querySelector('.woocommerce-error')) host.setAttribute('data-hydrate', 'load');
    const linkOf = (event: Event) =>
      host.isConnected && host.id && host.getAttribute('data-island-state') !== 'error'
        ? (event.target as Element).closest?.<HTMLAnchorElement>(`a[href="#${host.id}"],a[data-open="#${host.id}"]`)
        : null;
    document.addEventListener('click', (event) => {
      const link = linkOf(event);
      if (!link) return;
      event.preventDefault();
      host.setAttribute(REQUESTED, link.href);
      // where focus goes back to once the popup closes (a replayed or scripted press focused nothing)
      link.focus();
      host.click();
    });
    for (const type of ['pointerover', 'focusin'])
      document.addEventListener(type, (event) => linkOf(event) && host.dispatchEvent(new Event('pointerover')));
  },
  codeFailed: (host) => {
    // the pressed link's own address, only over http(s) (never a `javascript:` one)
    const href = safeHref(host.getAttribute(REQUESTED));
    if (href && navigator.onLine) location.assign(href);
  },
} satisfies IslandSpec;
