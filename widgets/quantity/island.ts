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
 * The island's code could not be loaded (offline): the printed buttons still step the input, plain
 * DOM, so the form or the cart page listening to its change answers as usual (the held press is
 * given back right after this and lands here).
 */
function codeFailed(host: HTMLElement) {
  const input = host.querySelector<HTMLInputElement>('input.qty, input[type="number"]');
  if (!input) return;
  host.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.minus, .plus') : null;
    if (!button || !host.contains(button) || host.dataset.islandState === 'mounted') return;
    const before = input.value;
    // the browser's own stepping keeps to min, max and step
    if (button.matches('.plus')) input.stepUp();
    else input.stepDown();
    if (input.value === before) return;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** On intent: the press on Flatsome's printed minus/plus that woke it is held and replayed once mounted. */
export const quantity = {
  name: 'quantity',
  hydrate: interaction(),
  holdUntilMounted: '.minus, .plus',
  onFound: nameButtons,
  codeFailed,
} satisfies IslandSpec;
