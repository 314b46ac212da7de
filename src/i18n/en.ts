/** English catalogue: SPEC.md's strings verbatim where it names them. */
export const en = {
  'error.network': 'The shop could not be reached. Please check your connection and try again.',
  'error.offline': 'You are offline. Please try again when you are back online.',
  'error.timeout': 'The shop took too long to answer. Please try again.',
  'error.http': 'The shop had a problem answering. Please try again in a moment.',
  'error.protocol': 'The shop sent an answer we could not read. Please try again.',
  'error.session': 'Your session has expired. Please reload the page and try again.',
  'error.unknown': 'Something went wrong. Please try again.',
  'chunk.failed': 'Loading chunk {chunk} failed',

  'notice.dismiss': 'Dismiss',
  'notice.label': 'Store notice',
  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'cart.viewCart': 'View cart',
  'cart.added': '“{product}” has been added to your cart.',
  'cart.empty': 'No products in the cart.',
  'cart.remove': 'Remove {product} from cart',
  'cart.subtotal': 'Subtotal',
  'cart.quantity': 'Quantity',
  'cart.increase': 'Increase quantity',
  'cart.decrease': 'Decrease quantity',

  'cart.addFailed': 'The product could not be added to your cart.',
  'cart.removeFailed': 'The product could not be removed.',
  'cart.quantityFailed': 'The quantity could not be changed.',
  'cart.showMiniCart': 'Show cart',
  'cart.miniCart': 'Cart',
  'cart.close': 'Close cart',
  'cart.updating': 'Updating the cart…',
  'cart.chooseOptions': 'Please choose the product options first.',

  'dialog.close': 'Close',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
