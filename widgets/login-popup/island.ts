import type { IslandSpec } from '../../src/islands/types';

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
  hydrate: 'interaction',
  holdUntilMounted: `[${REQUESTED}]`,
  onFound: (host) => {
    if (host.querySelector('.woocommerce-error')) host.setAttribute('data-hydrate', 'load');
    const opener = (event: Event) => {
      const link = (event.target as Element).closest?.('a[href]');
      const target = `#${host.id}`;
      return (
        host.isConnected &&
        host.id &&
        link &&
        !host.contains(link) &&
        (link.getAttribute('href') === target || link.getAttribute('data-open') === target) &&
        host.getAttribute('data-island-state') !== 'error'
      );
    };
    document.addEventListener('click', (event) => {
      if (!opener(event)) return;
      event.preventDefault();
      const link = (event.target as Element).closest('a')!;
      host.setAttribute(REQUESTED, link.href);
      // where focus goes back to once the popup closes (a replayed or scripted press focused nothing)
      link.focus();
      host.click();
    });
    for (const type of ['pointerover', 'focusin'])
      document.addEventListener(type, (event) => opener(event) && host.dispatchEvent(new Event('pointerover')));
  },
  codeFailed: (host) => {
    const href = host.getAttribute(REQUESTED);
    if (href && navigator.onLine) location.assign(href);
  },
} satisfies IslandSpec;
