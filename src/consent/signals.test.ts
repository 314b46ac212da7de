// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasPrivacySignal } from './signals';

describe('signals', () => {
  it('reads DNT and GPC', () => {
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '1' })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
  });
});
