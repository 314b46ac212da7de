/** Every island the loader knows. Specs are tiny; each island's code is its own chunk. */
import { accountOrders } from '../../widgets/account-orders/island';
import { checkout } from '../../widgets/checkout/island';
import { comingSoonBanner } from '../../widgets/coming-soon-banner/island';
import { editLinks } from '../../widgets/edit-links/island';
import { emailCapture } from '../../widgets/email-capture/island';
import { instagram } from '../../widgets/instagram/island';
import { lazyScripts } from '../../widgets/lazy-scripts/island';
import { loginPopup } from '../../widgets/login-popup/island';
import { nameYourPrice } from '../../widgets/name-your-price/island';
import { orderAttribution } from '../../widgets/order-attribution/island';
import { sepaMandate } from '../../widgets/sepa-mandate/island';
import { addToCart } from '../../widgets/add-to-cart/island';
import { cartPage } from '../../widgets/cart-page/island';
import { consentBanner } from '../../widgets/consent-banner/island';
import { consentPlaceholder } from '../../widgets/consent-placeholder/island';
import { manageConsent } from '../../widgets/manage-consent/island';
import { miniCart } from '../../widgets/mini-cart/island';
import { notices } from '../../widgets/notices/island';
import { passwordToggle } from '../../widgets/password-toggle/island';
import { productGallery } from '../../widgets/product-gallery/island';
import { productGrid } from '../../widgets/product-grid/island';
import { productSearch } from '../../widgets/product-search/island';
import { productTabs } from '../../widgets/product-tabs/island';
import { quickView } from '../../widgets/quick-view/island';
import { sortSelect } from '../../widgets/sort-select/island';
import { variationPrice } from '../../widgets/variation-price/island';
import { quantity } from '../../widgets/quantity/island';
import { rating } from '../../widgets/rating/island';
import { stickyAddToCart } from '../../widgets/sticky-add-to-cart/island';
import { stickyHeader } from '../../widgets/sticky-header/island';
import { storeNotice } from '../../widgets/store-notice/island';
import { withChunk } from './chunks';
import type { IslandSpec } from './types';

export const islandSpecs: IslandSpec[] = [consentBanner, manageConsent, consentPlaceholder, storeNotice, passwordToggle, rating, addToCart, miniCart, quantity, stickyAddToCart, cartPage, stickyHeader, notices, productSearch, quickView, productGallery, productTabs, productGrid, sortSelect, variationPrice, checkout, sepaMandate, orderAttribution, emailCapture, nameYourPrice, loginPopup, accountOrders, comingSoonBanner, editLinks, instagram, lazyScripts] as IslandSpec[];

export const islands = islandSpecs.map(withChunk);
