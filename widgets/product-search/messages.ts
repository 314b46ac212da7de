/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'search.noResults': 'Keine Ergebnisse',
    'search.placeholder': 'Suchen…',
    'search.suggestions': 'Suchvorschläge',
    'search.count.one': 'Ein Vorschlag. Mit den Pfeiltasten auswählen.',
    'search.count.other': '{n} Vorschläge. Mit den Pfeiltasten auswählen.',
    'search.failed': 'Die Vorschläge konnten nicht geladen werden. Mit Enter suchen Sie trotzdem.',
    'search.loading': 'Suche läuft…',
  },
  {
    'search.noResults': 'No results',
    'search.placeholder': 'Search…',
    'search.suggestions': 'Search suggestions',
    'search.count.one': 'One suggestion. Use the arrow keys to choose.',
    'search.count.other': '{n} suggestions. Use the arrow keys to choose.',
    'search.failed': 'Suggestions could not be loaded. Press Enter to search anyway.',
    'search.loading': 'Searching…',
  },
);
