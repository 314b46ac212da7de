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

/** On intent: the press on Flatsome's printed minus/plus that woke it is held and replayed once mounted. */
export const quantity = {
  name: 'quantity',
  hydrate: 'interaction',
  holdUntilMounted: '.minus, .plus',
  onFound: (host) => {
    nameButtons(host);
    clickIsIntent(host);
  },
} satisfies IslandSpec;
