import { either, interaction, wanted } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { ASKED_ATTRIBUTE, LIVE_ATTRIBUTE } from './names';

let noting = false;
/**
 * A press on the printed button (not yet the island's own) is noted on its host: should it come to
 * the island (its early module could not answer it), the island opens the banner as soon as its
 * button is in, so no press is lost.
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
 * On intent (pointer over, focus, touch): only the early module, which answers a press on the
 * printed button by opening the banner (the consent store's, painted without React); the island and
 * React load only when the early module cannot answer, or for a host with no printed button (it
 * shows its own, when visible). The footer button is on every page, and a visitor who reopens the
 * banner from it loads neither. The policy page's panel asks for `data-hydrate="visible"`.
 */
export const manageConsent = {
  name: 'manage-consent',
  // only when the early module asks: Enter and Space on the printed button are its click, which it answers
  hydrate: either(interaction([]), wanted),
  holdUntilMounted: 'button',
  early: 'manage-consent-early',
  earlyFirst: true,
  onFound: (host) => {
    noteEarlyPresses();
    // nothing printed to press: the island shows its own button as soon as the host is seen
    if (!host.querySelector('button') && !host.hasAttribute('data-hydrate')) host.setAttribute('data-hydrate', 'visible');
  },
} satisfies IslandSpec;
