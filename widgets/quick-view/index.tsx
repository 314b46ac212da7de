import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';

import { QuickView } from './QuickView';

export const props = {
  /** The product id, as Flatsome prints it: `data-prod`. */
  prod: prop.number({ required: true }),
};

function QuickViewIsland({ prod }: IslandComponentProps<typeof props>) {
  return <QuickView productId={prod} />;
}

/** The link stays the server's; the root is an empty span inside it, and the dialog a portal from there. */
export default defineIsland(
  { name: 'quick-view' },
  {
    props,
    slot: (host) => makeSlot(host, 'si-quick-view-slot', undefined, 'span'),
    component: QuickViewIsland,
  },
);
