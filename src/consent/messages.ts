/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../i18n/messages';

export const t = defineMessages(
  {
    'consent.accept': 'Alle akzeptieren',
    'consent.deny': 'Ablehnen',
    'consent.save': 'Auswahl speichern',
    'consent.preferences': 'Einstellungen',
    'consent.title': 'Cookie-Zustimmung verwalten',
    'consent.message':
      'Um Ihnen ein optimales Erlebnis zu bieten, verwenden wir Technologien wie Cookies, um Geräteinformationen zu speichern bzw. darauf zuzugreifen. Wenn Sie diesen Technologien zustimmen, können wir Daten wie das Surfverhalten verarbeiten. Wenn Sie Ihre Zustimmung nicht erteilen oder zurückziehen, können bestimmte Funktionen beeinträchtigt werden.',
    'consent.close': 'Dialog schließen',
    'consent.alwaysActive': 'Immer aktiv',
    'consent.services': 'Dienste',
    'consent.category.functional': 'Funktional',
    'consent.category.preferences': 'Vorlieben',
    'consent.category.statistics': 'Statistiken',
    'consent.category.marketing': 'Marketing',
    'consent.category.functional.description': 'Für den Betrieb des Shops nötig: Warenkorb, Kasse, Anmeldung und diese Einwilligung.',
    'consent.category.preferences.description': 'Speichert Ihre Einstellungen, etwa Sprache oder Region.',
    'consent.category.statistics.description': 'Anonyme Statistiken, die uns zeigen, wie der Shop genutzt wird.',
    'consent.category.marketing.description':
      'Karten, Videos und Werbung von Drittanbietern, die Sie über Websites hinweg verfolgen können.',
    'consent.placeholder': 'Dieser Inhalt wird von {service} bereitgestellt. Zum Laden ist Ihre Zustimmung zu {category}-Cookies nötig.',
    'consent.placeholder.accept': '{category}-Cookies akzeptieren',
    'consent.placeholder.acceptService': '{service} laden',
    'consent.placeholder.retry': 'Erneut versuchen',
  },
  {
    'consent.accept': 'Accept all',
    'consent.deny': 'Deny',
    'consent.save': 'Save preferences',
    'consent.preferences': 'View preferences',
    'consent.title': 'Manage cookie consent',
    'consent.message':
      'To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour. Not consenting or withdrawing consent may adversely affect certain features.',
    'consent.close': 'Close dialog',
    'consent.alwaysActive': 'Always active',
    'consent.services': 'Services',
    'consent.category.functional': 'Functional',
    'consent.category.preferences': 'Preferences',
    'consent.category.statistics': 'Statistics',
    'consent.category.marketing': 'Marketing',
    'consent.category.functional.description': 'Needed to run the shop: cart, checkout, log-in and this consent.',
    'consent.category.preferences.description': 'Remember choices you make, such as your language or region.',
    'consent.category.statistics.description': 'Anonymous statistics that show us how the shop is used.',
    'consent.category.marketing.description': 'Maps, videos and advertising from third parties, which may track you across websites.',
    'consent.placeholder': 'This content is provided by {service}. Loading it requires your consent to {category} cookies.',
    'consent.placeholder.accept': 'Accept {category} cookies',
    'consent.placeholder.acceptService': 'Load {service}',
    'consent.placeholder.retry': 'Try again',
  },
);
