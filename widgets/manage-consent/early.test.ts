import { waitForPage } from '../../test/fixtures/act';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { holdPresses } from '../../src/islands/hold';
import { resetConfig } from '../../src/wp/config';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';
import { takePress } from './early';
import { manageConsent as spec } from './island';

let store: ConsentStore;
let stopStore: () => void;

beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore({ settings: recordedGlobal }));
});
afterEach(() => {
  stopStore();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
});

describe('manage-consent: a press before the framework (its early module)', () => {
  const printedHost = (attributes = '') => {
    document.body.innerHTML = `<div data-island="manage-consent" ${attributes}><button type="button" class="link-button">Cookie-Einstellungen</button></div>`;
    return document.querySelector<HTMLElement>('[data-island="manage-consent"]')!;
  };

  it('a press on the printed button, held by the loader, opens the banner without the island', () => {
    const host = printedHost();
    spec.onFound(host);
    act(() => void store.dismiss());
    const button = host.querySelector('button')!;
    const held = holdPresses(host, spec.holdUntilMounted, 8000, (press, event) => Promise.resolve(takePress(host, press, event)));
    act(() => button.click());
    return waitForPage(() => {
      expect(store.getSnapshot().bannerVisible).toBe(true);
      // taken: nothing left for an island that mounts later, and the button is not left busy
      expect(host.hasAttribute('data-manage-consent-asked')).toBe(false);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      held.release();
    });
  });

  it('a host with no printed button to press hydrates when visible (the island shows its own); one that asks otherwise keeps its wish', () => {
    document.body.innerHTML =
      '<div id="a" data-island="manage-consent"></div><div id="b" data-island="manage-consent" data-hydrate="load"></div>';
    spec.onFound(document.getElementById('a')!);
    spec.onFound(document.getElementById('b')!);
    expect(document.getElementById('a')!.getAttribute('data-hydrate')).toBe('visible');
    expect(document.getElementById('b')!.getAttribute('data-hydrate')).toBe('load');
    const printed = printedHost();
    spec.onFound(printed);
    expect(printed.hasAttribute('data-hydrate')).toBe(false);
  });

  it('leaves the panel, a modified click and a press that is no button to the island', () => {
    act(() => void store.dismiss());
    const panel = printedHost('data-view="panel"');
    expect(takePress(panel, { type: 'click', control: panel.querySelector('button')! }, new MouseEvent('click'))).toBe(false);
    const host = printedHost();
    expect(takePress(host, { type: 'click', control: host.querySelector('button')! }, new MouseEvent('click', { metaKey: true }))).toBe(
      false,
    );
    expect(takePress(host, { type: 'click', control: host }, new MouseEvent('click'))).toBe(false);
    expect(store.getSnapshot().bannerVisible).toBe(false);
  });
});
