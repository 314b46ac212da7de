import { useConsentStore } from '../../src/consent/react';
import { defineIsland } from '../../src/islands/island';
import { ConsentBanner } from './ConsentBanner';
import { consentBanner } from './island';
import { applyBannerStyles } from './styles';

function ConsentBannerIsland() {
  return <ConsentBanner store={useConsentStore()} />;
}

export default defineIsland(consentBanner, {
  props: {},
  prepare: () => applyBannerStyles(),
  component: ConsentBannerIsland,
});
