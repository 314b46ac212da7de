/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'instagram.failed':
      'Der Instagram-Feed konnte nicht geladen werden. Bitte prüfen Sie die Verbindung zu Instagram in den Theme-Einstellungen (nur für Administratoren sichtbar).',
  },
  {
    'instagram.failed':
      'The Instagram feed could not be loaded. Please check the Instagram connection in the theme settings (only administrators see this).',
  },
);
