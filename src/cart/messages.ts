/** Messages the cart islands share beyond the shared catalogue's `cart.*` keys. */
import { defineMessages } from '../i18n/messages';

export const t = defineMessages(
  {
    'cart.slow': 'Das dauert länger als gewöhnlich. Ihre Änderung wird noch bearbeitet, bitte warten Sie einen Moment.',
    'cart.reloadFailed': 'Der Warenkorb konnte nicht neu geladen werden. Ihre Eingaben sind erhalten; bitte versuchen Sie es erneut.',
    'cart.removeFailedStay':
      'Das Produkt konnte nicht entfernt werden. Ihre Eingaben im Formular bleiben erhalten; bitte versuchen Sie es erneut.',
  },
  {
    'cart.slow': 'This is taking longer than usual. Your change is still being processed, please wait a moment.',
    'cart.reloadFailed': 'The cart could not be reloaded. What you entered is kept; please try again.',
    'cart.removeFailedStay': 'The product could not be removed. What you entered in the form is kept; please try again.',
  },
);
