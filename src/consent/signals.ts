/** Facts about the visitor: crawler user agents and the privacy signals (DNT, GPC). */
import { isbot } from 'isbot';

/**
 * A bot gets every category without a banner, so a person taken for a bot is tracked without
 * consent: the maintained crawler list of `isbot` knows in-app browsers, search apps and phone
 * models such as Cubot that a hand-written /bot/ pattern takes for crawlers.
 */
export const isBotUserAgent = (userAgent: string): boolean => isbot(userAgent);

export interface PrivacyNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export const hasPrivacySignal = (nav: PrivacyNavigator, win?: { doNotTrack?: string | null }): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1';
