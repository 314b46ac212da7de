import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { hydrates } from '../../test/fixtures/strategy';

let consent: { store: ConsentStore; stop: () => void };
const allowMarketing = () => act(() => void consent.store.acceptCategory('marketing'));
beforeEach(() => {
  consent = installConsentStore();
});
afterEach(() => {
  consent.stop();
});

describe('email capture spec (loader)', () => {
  it('loads its code only once the visitor allows marketing', async () => {
    const { emailCapture } = await import('./island');
    let ready = false;
    void hydrates(emailCapture).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    allowMarketing();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });
});
