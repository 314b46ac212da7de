import type { Catalogue } from './en';

/** German catalogue, the default. */
export const de: Catalogue = {
  'error.network': 'Der Shop ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.offline': 'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
  'error.timeout': 'Der Shop hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
  'error.http': 'Beim Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
  'error.protocol': 'Die Antwort des Shops war nicht lesbar. Bitte versuchen Sie es erneut.',
  'error.session': 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'error.unknown': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'chunk.failed': 'Laden des Programmteils {chunk} fehlgeschlagen',

  'notice.dismiss': 'Ausblenden',
  'notice.label': 'Shop-Hinweis',
  'password.show': 'Passwort anzeigen',
  'password.hide': 'Passwort verbergen',

  'cart.viewCart': 'Warenkorb anzeigen',
  'cart.added': '„{product}“ wurde Ihrem Warenkorb hinzugefügt.',
  'cart.empty': 'Es befinden sich keine Produkte im Warenkorb.',
  'cart.remove': '{product} aus dem Warenkorb entfernen',
  'cart.subtotal': 'Zwischensumme',
  'cart.quantity': 'Menge',
  'cart.increase': 'Menge erhöhen',
  'cart.decrease': 'Menge verringern',

  'cart.addFailed': 'Das Produkt konnte nicht in den Warenkorb gelegt werden.',
  'cart.removeFailed': 'Das Produkt konnte nicht entfernt werden.',
  'cart.quantityFailed': 'Die Menge konnte nicht geändert werden.',
  'cart.showMiniCart': 'Warenkorb anzeigen',
  'cart.miniCart': 'Warenkorb',
  'cart.close': 'Warenkorb schließen',
  'cart.updating': 'Der Warenkorb wird aktualisiert…',
  'cart.chooseOptions': 'Bitte wählen Sie zuerst die Produktoptionen.',

  'dialog.close': 'Schließen',
};
