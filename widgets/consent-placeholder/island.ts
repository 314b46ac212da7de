import { prop } from '../../src/islands/props';
import { defineIsland } from '../../src/islands/types';

export const consentPlaceholderProps = {
  category: prop.oneOf(['preferences', 'statistics', 'marketing'] as const, { default: 'marketing' }),
  service: prop.string(),
  serviceName: prop.string(),
  /** Complianz consent-area block: its content is fetched once consent is given. */
  postId: prop.number(),
  blockId: prop.string(),
};

export const consentPlaceholder = defineIsland({ name: 'consent-placeholder', props: consentPlaceholderProps, hydrate: 'load' });
