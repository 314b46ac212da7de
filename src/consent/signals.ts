/** Facts about the visitor: crawler user agents and the privacy signals (DNT, GPC). */

const BOT = /bot|crawl|spider|slurp|mediapartners|lighthouse|pagespeed|headlesschrome\/\d+\.\d+ \(compatible|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|ia_archiver|bingpreview|yandex|baidu|duckduckbot|semrush|ahrefs/i;

export const isBotUserAgent = (userAgent: string): boolean => BOT.test(userAgent);

export interface PrivacyNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export const hasPrivacySignal = (nav: PrivacyNavigator, win?: { doNotTrack?: string | null }): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1';
