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

  'map.setLocation': 'Bitte geben Sie einen Ort ein.',
  'map.geolocationUnsupported': 'Fehler: Ihr Browser unterstützt keine Standortbestimmung.',
  'map.geolocationFailed': 'Ihr Standort konnte nicht bestimmt werden.',
  'map.consentNeeded': 'Diese Karte wird von Google bereitgestellt. Beim Laden werden Daten an Google übertragen.',
  'map.load': 'Karte laden',
  'map.offline': 'Die Karte kann gerade nicht angezeigt werden. Die Filialliste unten funktioniert weiterhin.',
  'map.directions': 'Route',

  'rating.average': 'Durchschnittliche Bewertung {average} / 5. Anzahl Bewertungen: {count}',
  'rating.noVotes': 'Noch keine Bewertungen! Bewerten Sie diesen Beitrag als Erste(r).',
  'rating.thanks': 'Danke für Ihre Bewertung!',
  'rating.emptyFeedback': 'Bitte geben Sie Ihr Feedback in das Feld oben ein!',
  'rating.star': '{n} von 5',

  'search.noResults': 'Keine Ergebnisse',
  'search.placeholder': 'Suchen…',
  'gallery.loading': 'Bild wird geladen',
  'gallery.zoomFailed': 'Das Bild konnte nicht geladen werden',
  'gallery.imageFailed': 'Das Bild #{n} konnte nicht geladen werden.',

  'consent.accept': 'Akzeptieren',
  'consent.deny': 'Ablehnen',
  'consent.save': 'Einstellungen speichern',
  'consent.manage': 'Zustimmung verwalten',
};
