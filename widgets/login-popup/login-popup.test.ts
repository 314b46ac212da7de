import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('login popup', () => {
  it('opens from a link to it and goes back to its place when closed', async () => {
    document.body.innerHTML =
      '<a href="/my-account/" data-open="#login-form-popup" id="opener">Konto</a><div id="login-form-popup"><h2>Anmelden</h2><form><input name="username"></form></div>';
    const host = document.getElementById('login-form-popup')!;
    mount(host, { label: '' });
    expect(host.hidden).toBe(true);
    document.getElementById('opener')!.click();
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    const dialog = document.querySelector('dialog')!;
    expect(dialog.contains(host)).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(host.querySelector('h2')!.id);
    expect(document.activeElement?.getAttribute('name')).toBe('username');
    dialog.querySelector<HTMLButtonElement>('.si-dialog__close')!.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.body.contains(host)).toBe(true);
    expect(host.hidden).toBe(true);
  });

  it('opens itself with the error focused when it holds an error notice', async () => {
    document.body.innerHTML =
      '<div id="login-form-popup"><h2>Anmelden</h2><ul class="woocommerce-error"><li>Passwort falsch</li></ul><form><input name="username"></form></div>';
    mount(document.getElementById('login-form-popup')!, { label: '' });
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    expect(document.activeElement?.classList.contains('woocommerce-error')).toBe(true);
  });
});
