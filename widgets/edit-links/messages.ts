/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'edit.block': 'Block',
    'edit.builder': '„{name}“ im UX Builder bearbeiten',
    'edit.backend': '„{name}“ im Backend bearbeiten',
  },
  {
    'edit.block': 'block',
    'edit.builder': 'Edit “{name}” in UX Builder',
    'edit.backend': 'Edit “{name}” in the backend',
  },
);
