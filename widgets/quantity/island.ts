import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** The catalogue's `cart.increase` / `cart.decrease`, kept here so that the loader need not load the catalogue. */
const LABELS = { de: ['Menge erhöhen', 'Menge verringern'], en: ['Increase quantity', 'Decrease quantity'] } as const;

/**
 * Flatsome's printed buttons are named "+" and "-" by their value: they get their real names as soon
 * as the host is found, before any code (the island hydrates only on intent, and a screen reader or
 * a test finds the buttons by name before that).
 */
function nameButtons(host: HTMLElement) {
  const language = document.documentElement.lang.startsWith('en') ? 'en' : 'de';
  const [increase, decrease] = LABELS[language];
  for (const [selector, label] of [
    ['.plus', increase],
    ['.minus', decrease],
  ] as const) {
    const button = host.querySelector(selector);
    if (button && !button.hasAttribute('aria-label')) button.setAttribute('aria-label', label);
  }
}

/**
 * A press on plus or minus steps the input at once, from here (plain DOM: the browser's own stepping
 * keeps to min, max and step; min 0 where none is printed), until the island has bound the buttons
 * itself (it marks the host `si-qty`): so a press answers in its own frame while the island's code
 * is on its way, and still works where that code cannot load (offline). Forms and the cart page
 * hear `input` then `change`, as from the island. One listener for the page (added once, by the
 * first host found).
 */
function stepAtOnce(event: MouseEvent) {
  const button = (event.target as Element).closest?.('.minus, .plus');
  const host = button?.closest('[data-island="quantity"]');
  const input = host?.querySelector<HTMLInputElement>('input.qty, input[type="number"]');
  if (!input || host!.classList.contains('si-qty')) return;
  const before = input.value;
  input.min ||= '0';
  if (button!.matches('.plus')) input.stepUp();
  else input.stepDown();
  if (input.value === before) return;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** On intent; a press before that (or before the code is in) is answered at once (stepAtOnce). */
export const quantity = {
  name: 'quantity',
  hydrate: interaction(),
  onFound(host) {
    nameButtons(host);
    // the same function each time: added once
    document.addEventListener('click', stepAtOnce);
  },
} satisfies IslandSpec;
