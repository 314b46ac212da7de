import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

const unmounts: Array<() => void> = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).woocommerce_params;
});

const PRINTED = '<input type="password" name="password" id="password" autocomplete="current-password">';

async function mount(labels: { showLabel: string; hideLabel: string } = { showLabel: '', hideLabel: '' }) {
  document.body.innerHTML = `<form><span class="password-input" data-island="password-toggle">${PRINTED}</span></form>`;
  const host = document.querySelector<HTMLElement>('.password-input')!;
  unmounts.push(await mountedInAct(() => island.mount(host, labels)));
  return { host, input: host.querySelector('input')!, button: () => host.querySelector('button')! };
}

describe('password toggle island', () => {
  it('adds a button right after the server’s input, in a slot; the input stays the same element with its value', async () => {
    document.body.innerHTML = '';
    const { host, input, button } = await mount();
    input.value = 'geheim';
    expect(input.nextElementSibling!.hasAttribute('data-island-root')).toBe(true);
    expect(input.nextElementSibling!.contains(button())).toBe(true);
    expect(button().type).toBe('button');
    expect(button().getAttribute('aria-controls')).toBe('password');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe('Passwort anzeigen');
    act(() => button().click());
    expect(host.querySelector('input')).toBe(input);
    expect(input.type).toBe('text');
    expect(input.value).toBe('geheim');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('Passwort verbergen');
    expect(button().classList.contains('display-password')).toBe(true);
    act(() => button().click());
    expect(input.type).toBe('password');
    expect(button().getAttribute('aria-label')).toBe('Passwort anzeigen');
  });

  it('the focus goes back to the field after a press, as woocommerce.js does: the shopper goes on typing', async () => {
    const { input, button } = await mount();
    button().focus();
    act(() => button().click());
    expect(document.activeElement).toBe(input);
  });

  it('a press does not submit the form', async () => {
    const { button } = await mount();
    let submitted = false;
    document.querySelector('form')!.addEventListener('submit', (event) => ((submitted = true), event.preventDefault()));
    act(() => button().click());
    expect(submitted).toBe(false);
  });

  it('takes its labels from the host, then WooCommerce’s printed i18n, then the catalogue; odd values are skipped', async () => {
    (globalThis as Record<string, unknown>).woocommerce_params = { i18n_password_show: 'Zeigen', i18n_password_hide: 42 };
    const { button } = await mount();
    expect(button().getAttribute('aria-label')).toBe('Zeigen');
    act(() => button().click());
    expect(button().getAttribute('aria-label')).toBe('Passwort verbergen');
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    const own = await mount({ showLabel: '<img src=x onerror=alert(1)>', hideLabel: 'Weg' });
    expect(own.button().getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses a host without a password input, and gives the printed markup back on unmount', async () => {
    document.body.innerHTML = '<span id="empty"></span>';
    expect(() => island.mount(document.getElementById('empty')!, { showLabel: '', hideLabel: '' })).toThrow(/no password input/);
    const { host } = await mount();
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(host.innerHTML).toBe(PRINTED);
  });
});
