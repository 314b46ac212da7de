import { either, interaction, wanted } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { chosenBeforeMount, formOf, ORDER_SELECT } from './form';

/**
 * On intent (a pointer or focus on the form): only the early module, which sends a chosen order
 * at once (the change is held, as a press is); the island and the framework load only when the
 * early module cannot answer. So sorting fetches no framework, and idle warming fetches only the
 * early module. A select whose order was chosen before the loader ran is sent as soon as it is
 * found (woocommerce.js's handler, bound at load, would have missed it).
 */
export const sortSelect = {
  name: 'sort-select',
  // only when the early module asks: a key on the select changes it, and the change is the press it answers
  hydrate: either(interaction([]), wanted),
  holdUntilMounted: ORDER_SELECT,
  early: 'sort-select-early',
  earlyFirst: true,
  onFound(host) {
    const select = formOf(host)?.querySelector<HTMLSelectElement>(ORDER_SELECT);
    // the hold, set before this, takes it as the visitor's change
    if (select && chosenBeforeMount(select)) select.dispatchEvent(new Event('change', { bubbles: true }));
  },
} satisfies IslandSpec;
