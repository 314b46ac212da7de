/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'comingSoon.dismiss': 'Ausblenden',
    'comingSoon.failed': 'Der Hinweis konnte nicht ausgeblendet werden. Bitte versuchen Sie es erneut.',
  },
  {
    'comingSoon.dismiss': 'Dismiss',
    'comingSoon.failed': 'The notice could not be dismissed. Please try again.',
  },
);
