import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';

import { ManageConsent, recordPrinted } from './ManageConsent';

export const props = {
  /** `button` reopens the banner; `panel` shows the site's manage_consent_html toggles (the button where the site does not answer). */
  view: prop.oneOf(['button', 'panel'] as const, { default: 'button' }),
};

function ManageConsentIsland({ view }: IslandComponentProps<typeof props>) {
  return <ManageConsent view={view ?? 'button'} />;
}

export default defineIsland({ name: 'manage-consent' }, { props, prepare: recordPrinted, component: ManageConsentIsland });
