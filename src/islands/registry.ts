/** Every island the loader knows. Specs are tiny; each island's code is its own chunk. */
import { consentBanner } from '../../widgets/consent-banner/island';
import { consentPlaceholder } from '../../widgets/consent-placeholder/island';
import { manageConsent } from '../../widgets/manage-consent/island';
import { passwordToggle } from '../../widgets/password-toggle/island';
import { rating } from '../../widgets/rating/island';
import { storeNotice } from '../../widgets/store-notice/island';
import { withChunk } from './chunks';
import type { IslandSpec } from './types';

export const islandSpecs: IslandSpec[] = [consentBanner, manageConsent, consentPlaceholder, storeNotice, passwordToggle, rating] as IslandSpec[];

export const islands = islandSpecs.map(withChunk);
