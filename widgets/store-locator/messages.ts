/** The locator's own messages beyond the map's (src/maps/messages.ts holds the shared ones). */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'locator.suggestions': 'Vorschläge für Orte',
    'locator.suggestions.one': 'Ein Ortsvorschlag. Mit den Pfeiltasten auswählen.',
    'locator.suggestions.other': '{n} Ortsvorschläge. Mit den Pfeiltasten auswählen.',
    'locator.suggestions.failed': 'Ortsvorschläge sind gerade nicht verfügbar. Mit „Suchen“ wird trotzdem gesucht.',
  },
  {
    'locator.suggestions': 'Place suggestions',
    'locator.suggestions.one': 'One place suggestion. Use the arrow keys to choose.',
    'locator.suggestions.other': '{n} place suggestions. Use the arrow keys to choose.',
    'locator.suggestions.failed': 'Place suggestions are not available right now. “Search” still searches.',
  },
);
