// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentModeState, setConsentDefaults, updateConsentMode } from './consent-mode';

describe('Google Consent Mode v2', () => {
  it('pushes the arguments object: default (denied) first, then updates', () => {
    const win: { dataLayer?: unknown[]; gtag?: unknown } = {};
    setConsentDefaults(win);
    updateConsentMode({ functional: true, preferences: false, statistics: true, marketing: false }, win);
    const calls = win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    expect(calls[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(calls[1]![1]).toBe('update');
    expect(calls[1]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('maps marketing to all three ad signals and preferences to personalization', () => {
    expect(consentModeState({ functional: true, preferences: true, statistics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });
});
