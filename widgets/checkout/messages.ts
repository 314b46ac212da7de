/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'checkout.failed': 'Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
  {
    'checkout.failed': 'There was an error processing your order. Please try again.',
  },
);
