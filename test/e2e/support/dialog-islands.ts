/** The quick view and the product gallery: two islands on intent that open the shared modal dialog. */
import { chunkHolding, type Watched } from './harness';

/** Their own chunks: the two islands, the dialog and the lightbox. */
const ownChunks = () => [
  '/islands/quick-view-',
  '/islands/product-gallery-',
  `/${chunkHolding(/src\/ui\/ModalDialog\.tsx$/)}`,
  `/${chunkHolding(/widgets\/product-gallery\/Lightbox\.tsx$/)}`,
];

/**
 * The requests for their own chunks; not the quick view's at-press code, which a page with a quick-view
 * link fetches at load (widgets/quick-view/send-at-once.ts).
 */
export const ownRequests = (w: Watched) =>
  w.requests.filter((url) => ownChunks().some((part) => url.includes(part)) && !url.includes('/islands/quick-view-at-once-'));
