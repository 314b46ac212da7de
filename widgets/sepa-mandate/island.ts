import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * On intent (focus, pointer, touch or a key in the fields): SEPA direct debit is often the method
 * chosen by default, so "when shown" would fetch React on nearly every checkout visit, though an
 * empty form has nothing to check until the shopper types. Where something must be checked at once
 * (values printed back after a failed order, saved bank data hiding the entry fields) it hydrates
 * when shown instead. The preview button is the island's own, so no press comes before mount.
 * (Loader code.)
 */
export const sepaMandate = {
  name: 'sepa-mandate',
  hydrate: interaction(),
  onFound: (host) => {
    const printedBack = [...host.querySelectorAll<HTMLInputElement>('input[id^="german-market-sepa-"]')].some((input) => input.value);
    if (printedBack || host.querySelector<HTMLInputElement>('input[name="german_market_sepa_use_saved_data"]')?.checked)
      host.setAttribute('data-hydrate', 'visible');
  },
} satisfies IslandSpec;
