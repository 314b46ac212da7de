import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { resetConfig } from '../../src/wp/config';
import { settle } from '../../test/fixtures/act';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { instagram } from './island';
import { hydrates } from '../../test/fixtures/strategy';
import { everythingInView } from '../../test/fixtures/layout';

let store: ConsentStore;
let stopStore: () => void;
beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore());
});
afterEach(() => {
  vi.unstubAllGlobals();
  stopStore();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});
const PRINTED = '<p class="instagram-fallback">Instagram</p>';
const ADMIN = { user: { canEditPages: true, canManageOptions: true } };
const EDITOR = { user: { canEditPages: true, canManageOptions: false } };

describe('instagram loader spec', () => {
  it('waits for consent (marketing or its data-service) before its code is fetched', async () => {
    document.body.innerHTML = '<div data-service="insta"></div>';
    const host = document.querySelector<HTMLElement>('div')!;
    // in view: what it waits for is consent
    everythingInView();
    let ready = false;
    void hydrates(instagram, host).then(() => (ready = true));
    await settle(8);
    expect(ready).toBe(false);
    act(() => void store.acceptService('instagram'));
    await settle(8);
    expect(ready).toBe(false);
    act(() => void store.acceptService('insta'));
    await settle(8);
    expect(ready).toBe(true);
  });

  it('its code failing hides the feed from all but admins', () => {
    document.body.innerHTML = `<div>${PRINTED}</div><div>${PRINTED}</div><div>${PRINTED}</div>`;
    const [visitor, editor, admin] = [...document.querySelectorAll<HTMLElement>('div')];
    instagram.codeFailed(visitor!);
    (globalThis as Record<string, unknown>).shopIslands = EDITOR;
    instagram.codeFailed(editor!);
    (globalThis as Record<string, unknown>).shopIslands = ADMIN;
    instagram.codeFailed(admin!);
    expect([visitor!.hidden, editor!.hidden, admin!.hidden]).toEqual([true, true, false]);
  });
});
