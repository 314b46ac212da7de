import { afterEach, describe, expect, it, vi } from 'vitest';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { settled } from '../../test/fixtures/strategy';
import { whenConsent } from './access';

let stopStore: (() => void) | undefined;
afterEach(() => {
  stopStore?.();
  stopStore = undefined;
});

describe('whenConsent', () => {
  it('resolves once the category is allowed, and stops listening then', async () => {
    const { store, stop } = installConsentStore();
    stopStore = stop;
    const allowed = vi.fn((given: typeof store) => given.hasConsent('marketing'));
    const waiting = whenConsent(allowed)();
    expect(await settled(waiting)).toBe(false);
    store.acceptCategory('marketing');
    expect(await settled(waiting)).toBe(true);
    const asked = allowed.mock.calls.length;
    store.denyAll();
    store.acceptCategory('marketing');
    expect(allowed).toHaveBeenCalledTimes(asked);
  });

  it('without a consent core, never resolves unless the island decides for itself', async () => {
    expect(await settled(whenConsent(() => true)())).toBe(false);
    expect(await settled(whenConsent(() => false, true)())).toBe(true);
  });
});
