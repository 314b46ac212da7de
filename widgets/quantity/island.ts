import { formatQuantity, readBounds, stepQuantity } from '../../src/cart/quantity';
import type { IslandSpec } from '../../src/islands/types';

/** The catalogue's `cart.increase` / `cart.decrease`, kept here so that the loader need not load the catalogue. */
const LABELS = { de: ['Menge erhöhen', 'Menge verringern'], en: ['Increase quantity', 'Decrease quantity'] } as const;

/**
 * Flatsome's printed buttons are named "+" and "-" by their value: they get their real names as soon
 * as the host is found, before any code (the island hydrates only on intent, and a screen reader or
 * a test finds the buttons by name before that).
 */
function nameButtons(host: HTMLElement) {
  const locale = (globalThis as { shopIslands?: { locale?: unknown } }).shopIslands?.locale;
  const language = (typeof locale === 'string' && locale ? locale : document.documentElement.lang).toLowerCase().startsWith('en')
    ? 'en'
    : 'de';
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
 * A click that came without any interaction event before it (a script's or an assistive
 * technology's click, no pointer or focus) still counts as intent: it is held like any other, and
 * this makes the host hydrate so the held click is answered instead of waiting out the hold's limit.
 */
function clickIsIntent(host: HTMLElement) {
  host.addEventListener('click', () => host.dispatchEvent(new Event('focusin')), { capture: true, once: true });
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
    if (!button || !host.contains(button)) return;
    const limits = readBounds({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
    const next = formatQuantity(stepQuantity(Number(input.value), button.matches('.plus') ? 1 : -1, limits), limits.step);
    if (next === input.value) return;
    input.value = next;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** On intent: the press on Flatsome's printed minus/plus that woke it is held and replayed once mounted. */
export const quantity = {
  name: 'quantity',
  hydrate: 'interaction',
  holdUntilMounted: '.minus, .plus',
  onFound: (host) => {
    nameButtons(host);
    clickIsIntent(host);
  },
  codeFailed,
} satisfies IslandSpec;
