/** This island's own messages: they load with its code, not on every page. Amounts come formatted with the shop's currency. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'nyp.range': 'Betrag von {min} bis {max}, in Schritten von {step}.',
    'nyp.rangeOpen': 'Betrag ab {min}, in Schritten von {step}.',
    'nyp.adjusted': 'Angepasst auf {amount}.',
    'nyp.invalid': 'Bitte geben Sie einen Betrag in Zahlen ein, z. B. {example}.',
  },
  {
    'nyp.range': 'Amount from {min} to {max}, in steps of {step}.',
    'nyp.rangeOpen': 'Amount from {min}, in steps of {step}.',
    'nyp.adjusted': 'Adjusted to {amount}.',
    'nyp.invalid': 'Please enter an amount in figures, e.g. {example}.',
  },
);
