import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { resetConfig } from '../../src/wp/config';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';
import { manageConsent as spec } from './island';

let stopStore: () => void;

beforeEach(() => {
  ({ stop: stopStore } = installConsentStore({ settings: recordedGlobal }));
});
afterEach(() => {
  stopStore();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
});

describe('manage-consent: before its code arrives', () => {
  it('notes a press on a printed button, and none on the island’s own', async () => {
    document.body.innerHTML =
      '<div id="a" data-island="manage-consent"><button type="button">A</button></div><div id="b" data-island="manage-consent"><button type="button" data-si-live="">B</button></div>';
    spec.onFound(document.getElementById('a')!);
    document.querySelector<HTMLButtonElement>('#a button')!.click();
    document.querySelector<HTMLButtonElement>('#b button')!.click();
    expect(document.getElementById('a')!.hasAttribute('data-manage-consent-asked')).toBe(true);
    expect(document.getElementById('b')!.hasAttribute('data-manage-consent-asked')).toBe(false);
  });
});
