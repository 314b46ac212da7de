/** Loader code: an add that could not be made offline says so next to its control, until the browser is back online. */
import { noticeBeside } from '../../src/islands/notice-beside';

export function sayOffline(host: HTMLElement): void {
  noticeBeside(
    host,
    'woocommerce-error si-add-to-cart__message si-add-to-cart__offline',
    {
      de: 'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
      en: 'You are offline. Please try again when you are back online.',
    },
    true,
  );
}
