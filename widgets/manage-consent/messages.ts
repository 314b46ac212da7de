/**
 * This island's own message: the footer button is on every page, so it must not pull in the
 * banner's catalogue.
 */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'consent.manage': 'Zustimmung verwalten',
  },
  {
    'consent.manage': 'Manage consent',
  },
);
