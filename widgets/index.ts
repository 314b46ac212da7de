/**
 * Every island the loader knows, one line per widgets/<name>/ folder in name order (a unit test
 * keeps the list and the folders the same). Specs are tiny; each island's code is its own chunk.
 */
import { accountOrders } from './account-orders/island';
import { addToCart } from './add-to-cart/island';
import { cartPage } from './cart-page/island';
import { checkout } from './checkout/island';
import { comingSoonBanner } from './coming-soon-banner/island';
import { consentBanner } from './consent-banner/island';
import { consentPlaceholder } from './consent-placeholder/island';
import { editLinks } from './edit-links/island';
import { emailCapture } from './email-capture/island';
import { instagram } from './instagram/island';
import { lazyScripts } from './lazy-scripts/island';
import { loginPopup } from './login-popup/island';
import { manageConsent } from './manage-consent/island';
import { map } from './map/island';
import { miniCart } from './mini-cart/island';
import { nameYourPrice } from './name-your-price/island';
import { notices } from './notices/island';
import { orderAttribution } from './order-attribution/island';
import { passwordToggle } from './password-toggle/island';
import { productGallery } from './product-gallery/island';
import { productGrid } from './product-grid/island';
import { productSearch } from './product-search/island';
import { productTabs } from './product-tabs/island';
import { quantity } from './quantity/island';
import { quickView } from './quick-view/island';
import { rating } from './rating/island';
import { sepaMandate } from './sepa-mandate/island';
import { sortSelect } from './sort-select/island';
import { stickyAddToCart } from './sticky-add-to-cart/island';
import { stickyHeader } from './sticky-header/island';
import { storeLocator } from './store-locator/island';
import { storeNotice } from './store-notice/island';
import { variationPrice } from './variation-price/island';
import { variations } from './variations/island';
import type { IslandSpec } from '../src/islands/types';

export const islandSpecs: readonly IslandSpec[] = [
  accountOrders,
  addToCart,
  cartPage,
  checkout,
  comingSoonBanner,
  consentBanner,
  consentPlaceholder,
  editLinks,
  emailCapture,
  instagram,
  lazyScripts,
  loginPopup,
  manageConsent,
  map,
  miniCart,
  nameYourPrice,
  notices,
  orderAttribution,
  passwordToggle,
  productGallery,
  productGrid,
  productSearch,
  productTabs,
  quantity,
  quickView,
  rating,
  sepaMandate,
  sortSelect,
  stickyAddToCart,
  stickyHeader,
  storeLocator,
  storeNotice,
  variationPrice,
  variations,
];
