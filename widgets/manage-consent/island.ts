import type { IslandSpec } from '../../src/islands/types';

/** Set on a host whose printed button was pressed before the island's own button replaced it. */
export const ASKED_ATTRIBUTE = 'data-manage-consent-asked';
/** Marks the button the island renders, so presses on it are its own to answer. */
export const LIVE_ATTRIBUTE = 'data-si-live';

let noting = false;
/**
 * From the first sign of intent on: a press on the printed button (not yet the island's own) is
 * noted on its host, and the island opens the banner as soon as its button is in, so no press is lost.
 */
function noteEarlyPresses() {
  if (noting) return;
  noting = true;
  const note = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const host = target?.closest('[data-island="manage-consent"]');
    const button = target?.closest('button');
    if (host && button && !button.hasAttribute(LIVE_ATTRIBUTE)) host.setAttribute(ASKED_ATTRIBUTE, '');
  };
  // pointerdown too: if the island's button replaces the printed one between press and release, no click follows
  document.addEventListener('pointerdown', note, true);
  document.addEventListener('click', note, true);
}

/**
 * Hydrates on intent (pointer over, focus, touch, key): the footer button is on every page, and a
 * returning visitor who never reaches for it loads neither its code nor React. The policy page's
 * panel asks for `data-hydrate="visible"`.
 */
export const manageConsent = {
  name: 'manage-consent',
  hydrate: 'interaction',
  when: () => {
    noteEarlyPresses();
    return Promise.resolve();
  },
} satisfies IslandSpec;
