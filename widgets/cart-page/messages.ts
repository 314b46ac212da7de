/** The cart page's own messages (German first); the shared catalogue has the `cart.*` and `error.*` ones. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'cartPage.couponFailed': 'Der Gutschein konnte nicht eingelöst werden.',
    'cartPage.couponRemoveFailed': 'Der Gutschein konnte nicht entfernt werden.',
    'cartPage.shippingFailed': 'Die Versandart konnte nicht geändert werden.',
    'cartPage.calculatorFailed': 'Die Versandkosten konnten nicht berechnet werden. Ihre Angaben sind erhalten.',
    'cartPage.undoFailed': 'Das Produkt konnte nicht wiederhergestellt werden.',
    'cartPage.updateFailed': 'Der Warenkorb konnte nicht aktualisiert werden. Ihre Eingaben sind erhalten.',
  },
  {
    'cartPage.couponFailed': 'The coupon could not be applied.',
    'cartPage.couponRemoveFailed': 'The coupon could not be removed.',
    'cartPage.shippingFailed': 'The shipping method could not be changed.',
    'cartPage.calculatorFailed': 'The shipping costs could not be calculated. What you entered is kept.',
    'cartPage.undoFailed': 'The product could not be restored.',
    'cartPage.updateFailed': 'The cart could not be updated. What you entered is kept.',
  },
);

export type CartPageMessage = Parameters<typeof t>[0];
