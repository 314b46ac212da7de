import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ConsentPlaceholder } from './ConsentPlaceholder';
import { sizeLikeEmbed } from './embed';

export const props = {
  category: prop.oneOf(['preferences', 'statistics', 'marketing'] as const, { default: 'marketing' }),
  service: prop.string(),
  serviceName: prop.string(),
  /** Complianz consent-area block: its content is fetched once consent is given. */
  postId: prop.number(),
  blockId: prop.string(),
};

function ConsentPlaceholderIsland({ category, service, serviceName, postId, blockId }: IslandComponentProps<typeof props>) {
  return (
    <ConsentPlaceholder
      category={category ?? 'marketing'}
      service={service ?? ''}
      serviceName={serviceName ?? ''}
      area={postId !== undefined && blockId ? { postId, blockId } : undefined}
    />
  );
}

export default defineIsland(
  { name: 'consent-placeholder' },
  {
    props,
    // blocked, the host takes the embed's proportions, so nothing moves when it loads
    prepare: (host) => sizeLikeEmbed(host),
    // the notice goes first in the host, hidden until React has filled it (no empty box for a frame)
    slot: (host) =>
      makeSlot(host, 'si-consent-placeholder', (notice) => {
        notice.hidden = true;
        host.prepend(notice);
      }),
    component: ConsentPlaceholderIsland,
  },
);
