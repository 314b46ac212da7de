/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'tabs.reviewInfoFailed': 'Hinweise zu den Bewertungen konnten nicht geladen werden.',
    'tabs.ratingOption': '{n} von {of} Sternen',
    'tabs.ratingRequired': 'Bitte wählen Sie eine Bewertung aus.',
  },
  {
    'tabs.reviewInfoFailed': 'Notes on the reviews could not be loaded.',
    'tabs.ratingOption': '{n} of {of} stars',
    'tabs.ratingRequired': 'Please select a rating.',
  },
);
