/** This island's own messages: they load with its code, not on every page. */
import { defineMessages } from '../../src/i18n/messages';

export const t = defineMessages(
  {
    'gallery.zoom': 'Bild vergrößern',
    'gallery.lightbox': 'Produktbilder',
    'gallery.previous': 'Vorheriges Bild',
    'gallery.next': 'Nächstes Bild',
    'gallery.position': 'Bild {n} von {total}',
    'gallery.thumbnail': 'Bild {n} anzeigen',
    'gallery.openImage': 'Bild öffnen',
    'gallery.loading': 'Bild wird geladen',
    'gallery.zoomFailed': 'Das Bild konnte nicht geladen werden',
    'gallery.imageFailed': 'Das Bild #{n} konnte nicht geladen werden.',
  },
  {
    'gallery.zoom': 'Enlarge image',
    'gallery.lightbox': 'Product images',
    'gallery.previous': 'Previous image',
    'gallery.next': 'Next image',
    'gallery.position': 'Image {n} of {total}',
    'gallery.thumbnail': 'Show image {n}',
    'gallery.openImage': 'Open image',
    'gallery.loading': 'Loading image',
    'gallery.zoomFailed': 'The image could not be loaded',
    'gallery.imageFailed': 'The image #{n} could not be loaded.',
  },
);
