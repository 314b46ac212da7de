/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'login.title': 'Anmelden',
  },
  {
    'login.title': 'Log in',
  },
);
