/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'quickView.loading': 'Schnellansicht wird geladen…',
    'quickView.failed': 'Die Schnellansicht konnte nicht geladen werden.',
    'quickView.label': 'Schnellansicht',
  },
  {
    'quickView.loading': 'Loading quick view…',
    'quickView.failed': 'The quick view could not be loaded.',
    'quickView.label': 'Quick view',
  },
);
