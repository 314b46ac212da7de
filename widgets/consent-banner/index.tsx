import { useState } from 'react';
import { consentStore } from '../../src/consent/access';
import { useConsentStore } from '../../src/consent/react';
import { defineIsland, useHost } from '../../src/islands/island';
import { ConsentBanner, type PaintedOpening } from './ConsentBanner';

import { forgetPainted, paintedOpener } from './painted';
import { applyBannerStyles } from './styles';

function ConsentBannerIsland() {
  const host = useHost();
  // read once, while the nodes React hydrates are still the paint's
  const [painted] = useState((): PaintedOpening | undefined => {
    const opener = paintedOpener(host);
    forgetPainted(host);
    return opener === undefined ? undefined : { opener };
  });
  return <ConsentBanner store={useConsentStore()} painted={painted} />;
}

export default defineIsland(
  { name: 'consent-banner' },
  {
    props: {},
    prepare: () => applyBannerStyles(document, consentStore().settings.bannerColors),
    // the first paint (paint.ts) is this component's first render: hydrate it
    hydrates: (host) => paintedOpener(host) !== undefined,
    component: ConsentBannerIsland,
  },
);
