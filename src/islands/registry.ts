/** Every island the loader knows. Specs are tiny; each island's code is its own chunk. */
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

export const islandSpecs: IslandSpec[] = [consentBanner, manageConsent, consentPlaceholder, storeNotice, passwordToggle, rating, addToCart, miniCart, quantity, stickyAddToCart, cartPage, stickyHeader, notices, productSearch, quickView, productGallery, productTabs, productGrid, sortSelect, variationPrice] as IslandSpec[];

export const islands = islandSpecs.map(withChunk);
