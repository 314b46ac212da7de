/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'tabs.reviewInfoFailed': 'Hinweise zu den Bewertungen konnten nicht geladen werden.',
  },
  {
    'tabs.reviewInfoFailed': 'Notes on the reviews could not be loaded.',
  },
);
