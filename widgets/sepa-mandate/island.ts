import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates when the SEPA fields are shown: the payment box is hidden until SEPA direct debit is the
 * chosen method, so a shopper paying otherwise loads none of this. Once shown, the fields must be
 * checked at once (values the server printed back after a failed order, saved bank data hiding the
 * entry fields). The preview button is the island's own, so no press can come before it. (Loader code.)
 */
export const sepaMandate = { name: 'sepa-mandate', hydrate: 'visible' } satisfies IslandSpec;
