/** The locator's own messages beyond the map's (widgets/map/messages.ts holds the shared ones). */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'locator.suggestions': 'Vorschläge für Orte',
  },
  {
    'locator.suggestions': 'Place suggestions',
  },
);
