/**
 * The banner's main texts, one source for the first paint (paint.ts) and the island (ConsentBanner.tsx):
 * what the owner configured in Complianz where the plugin printed it (`settings.bannerTexts`, by
 * Complianz's own names), else the islands' catalogue (`consent.*`, overridable through
 * `shopIslands.i18n`). All of it is text.
 */
import { t } from '../../src/consent/messages';
import type { ConsentSettings, MessagePart } from '../../src/consent/settings';

/** The main view's texts (all the first paint needs). */
export interface BannerTexts {
  title: string;
  /** the message as text and links (the owner's links in Complianz's message), else one text */
  message: MessagePart[];
  accept: string;
  deny: string;
  preferences: string;
  close: string;
}

export type ConsentKey = Parameters<typeof t>[0];
export type Settings = Pick<ConsentSettings, 'bannerTexts' | 'bannerMessages' | 'consentType'>;

/** The owner's text by Complianz's name, else the catalogue's. */
export const pick = (settings: Settings, complianzName: string, key: ConsentKey) => settings.bannerTexts[complianzName] || t(key);

/** The owner's message with its links where the plugin printed them as parts, else its text, else the catalogue's. */
const messageOf = (settings: Settings, complianzName: string): MessagePart[] => {
  const parts = settings.bannerMessages[complianzName];
  return parts?.length ? parts : [{ text: pick(settings, complianzName, 'consent.message') }];
};

export function bannerTexts(settings: Settings): BannerTexts {
  const optout = settings.consentType === 'optout';
  return {
    title: pick(settings, 'header', 'consent.title'),
    message: messageOf(settings, optout ? 'message_optout' : 'message_optin'),
    accept: pick(settings, optout ? 'accept_optout' : 'accept_optin', 'consent.accept'),
    deny: pick(settings, 'dismiss', 'consent.deny'),
    preferences: pick(settings, 'manage_options', 'consent.preferences'),
    close: t('consent.close'),
  };
}
