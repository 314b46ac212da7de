/** The visitor's privacy signals: Do Not Track and Global Privacy Control. */

export interface PrivacyNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export const hasPrivacySignal = (nav: PrivacyNavigator, win?: { doNotTrack?: string | null }): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1';
