/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'checkout.failed': 'Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    'checkout.stillWorking': 'Ihre Bestellung wird noch bearbeitet. Bitte lassen Sie diese Seite geöffnet und bestellen Sie nicht erneut.',
    'checkout.placed': 'Ihre Bestellung ist eingegangen. Sie werden zur Bestellbestätigung weitergeleitet.',
    'checkout.reviewFailed':
      'Die Summen konnten nicht aktualisiert werden und sind vielleicht nicht aktuell. Bitte prüfen Sie Ihre Verbindung und ändern Sie eine Angabe erneut, oder laden Sie die Seite neu.',
    'checkout.reviewSession':
      'Ihre Sitzung ist abgelaufen, die Summen konnten nicht aktualisiert werden. Bitte laden Sie die Seite neu, bevor Sie bestellen.',
    'checkout.reload': 'Seite neu laden',
    'checkout.termsLoading': 'Die Geschäftsbedingungen werden geladen …',
    'checkout.termsFailed': 'Die Geschäftsbedingungen konnten hier nicht geladen werden.',
    'checkout.termsOpenPage': 'Geschäftsbedingungen in einem neuen Tab öffnen',
    'checkout.couponFailed': 'Der Gutschein konnte nicht eingelöst werden.',
    'checkout.couponRemoveFailed': 'Der Gutschein konnte nicht entfernt werden.',
  },
  {
    'checkout.failed': 'There was an error processing your order. Please try again.',
    'checkout.stillWorking': 'Your order is still being processed. Please keep this page open and do not order again.',
    'checkout.placed': 'Your order has been received. Taking you to the order confirmation.',
    'checkout.reviewFailed':
      'The totals could not be updated and may be out of date. Please check your connection and change a field again, or reload the page.',
    'checkout.reviewSession': 'Your session has expired, so the totals could not be updated. Please reload the page before you order.',
    'checkout.reload': 'Reload the page',
    'checkout.termsLoading': 'Loading the terms and conditions …',
    'checkout.termsFailed': 'The terms and conditions could not be loaded here.',
    'checkout.termsOpenPage': 'Open the terms and conditions in a new tab',
    'checkout.couponFailed': 'The coupon could not be applied.',
    'checkout.couponRemoveFailed': 'The coupon could not be removed.',
  },
);
