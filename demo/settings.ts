/** Site settings the demo's "plugins" print as globals, in the plugins' own (stringly) formats. */
import { createHash, createHmac } from 'node:crypto';
import { siteSecret, type DB } from './db';

export const SITE = {
  name: 'Kaffeerösterei Nordlicht',
  locale: 'de-DE',
  currency: 'EUR',
  storeNotice: 'Kostenloser Versand ab 50 € – nur bis Sonntag!',
  freeShippingFrom: 5000,
  flatRate: 490,
};

export const storeNoticeId = createHash('md5').update(SITE.storeNotice).digest('hex');

/** Rate My Post settings (1 = off, 2 = on, printed as strings). */
export const RMP = {
  noVotes: 'Noch keine Bewertungen! Bewerten Sie diesen Beitrag als Erste(r).',
  cookie: 'Sie haben bereits abgestimmt! Diese Stimme wird nicht gezählt.',
  afterVote: 'Danke für Ihre Bewertung!',
  notShowRating: '1',
  social: '2',
  feedback: '2',
  cookieDisable: '1',
  emptyFeedback: 'Bitte geben Sie Ihr Feedback in das Feld oben ein!',
  hoverTexts: '2',
  preventAccidental: '1',
  grecaptcha: '1',
  siteKey: '',
  votingPriv: '1',
  positiveThreshold: '2',
  ajaxLoad: '1',
  disableClearCache: '1',
  successFeedback: 'Danke für Ihr Feedback!',
};

/** Nonces are per user as in WordPress (anonymous visitors share user 0's), signed with the site's own salt. */
export const nonceFor = (db: DB, action: string, userId = 0) =>
  createHmac('sha256', siteSecret(db, 'nonce_salt')).update(`${action}|${userId}`).digest('hex').slice(0, 10);

export const MAP_ID = 2;
export const MAP_KEY = '2';
