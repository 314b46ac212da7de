// jsdom has no HTMLDialogElement.showModal: this covers ModalDialog's fallback (the `open` attribute) too.
// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

const unmounts: Array<() => void> = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
});

const POPUP = '<div id="login-form-popup" hidden><h2>Anmelden</h2><form method="post"><input name="username"></form></div>';
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.si-login-dialog');
const popup = () => document.getElementById('login-form-popup')!;

async function mount(html: string, label = '') {
  document.body.innerHTML = html;
  unmounts.push(await mountedInAct(() => island.mount(popup(), { label })));
  return popup();
}
const press = (element: HTMLElement) => act(() => element.click());

describe('login popup island', () => {
  it('opens from a link to it (a press on the host) in a dialog named by its heading, and goes back when closed', async () => {
    const host = await mount(`<a href="/my-account/" data-open="#login-form-popup" id="opener">Konto</a>${POPUP}`);
    expect(host.hidden).toBe(true);
    expect(host.querySelector('[data-island-root]')).not.toBeNull();
    await press(host);
    expect(dialog()!.contains(host)).toBe(true);
    expect(host.hidden).toBe(false);
    expect(dialog()!.getAttribute('aria-labelledby')).toBe(host.querySelector('h2')!.id);
    expect(host.querySelector('h2')!.id).not.toBe('');
    expect(document.activeElement?.getAttribute('name')).toBe('username');
    await press(dialog()!.querySelector<HTMLButtonElement>('.si-dialog__close')!);
    expect(dialog()).toBeNull();
    expect(document.body.lastElementChild).toBe(host);
    expect(host.hidden).toBe(true);
  });

  it('opens itself with the error focused when it holds an error notice', async () => {
    await mount(
      '<div id="login-form-popup"><h2>Anmelden</h2><ul class="woocommerce-error"><li>Passwort falsch</li></ul><form><input name="username"></form></div>',
    );
    expect(dialog()).not.toBeNull();
    expect(document.activeElement?.classList.contains('woocommerce-error')).toBe(true);
  });

  it('is named by data-label, else the catalogue, when it has no heading', async () => {
    await mount('<div id="login-form-popup"><form><input name="username"></form></div>', '<img src=x onerror=alert(1)>');
    await press(popup());
    expect(dialog()!.querySelector('.si-dialog__title')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(dialog()!.querySelector('img')).toBeNull();
    await press(dialog()!.querySelector<HTMLButtonElement>('.si-dialog__close')!);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    await mount('<div id="login-form-popup"><form><input name="username"></form></div>');
    await press(popup());
    expect(dialog()!.querySelector('.si-dialog__title')!.textContent).toBe('Anmelden');
  });

  it('ignores clicks inside its form and opens only once however often it is asked', async () => {
    const host = await mount(POPUP);
    await press(host.querySelector('input')!);
    expect(dialog()).toBeNull();
    await press(host);
    await press(host);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('unmounting while open gives the page back the printed popup', async () => {
    const host = await mount(POPUP);
    await press(host);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(dialog()).toBeNull();
    expect(popup().outerHTML).toBe(POPUP.replace(' hidden>', ' hidden="">'));
    expect(host.isConnected).toBe(true);
  });
});
