import Cookies from 'js-cookie';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { resetConfig } from '../../src/wp/config';
import { mountedInAct } from '../../test/fixtures/act';
import { installConsentStore } from '../../test/fixtures/consent-store';
import island from './index';

let consent: { store: ConsentStore; stop: () => void };
let unmount: (() => void) | undefined;
const allowMarketing = () => act(() => void consent.store.acceptCategory('marketing'));
beforeEach(() => {
  vi.useFakeTimers();
  consent = installConsentStore();
  (globalThis as Record<string, unknown>).mailchimp_public_data = { allowed_to_set_cookies: '1', disable_carts: '', language: 'de' };
  document.body.innerHTML =
    '<form><p id="host"><input type="email" id="billing_email"></p><input type="checkbox" id="mailchimp_woocommerce_newsletter" checked></form>';
});
afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  consent.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Cookies.remove('mailchimp_user_email', { path: '/' });
  Cookies.remove('mailchimp_user_previous_email', { path: '/' });
  for (const name of ['mailchimp_public_data']) delete (globalThis as Record<string, unknown>)[name];
  resetConfig();
});

async function start(answer: () => Promise<Response> = async () => new Response('{"success":true}'), marketing = true) {
  if (marketing) allowMarketing();
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  unmount = await mountedInAct(() =>
    island.mount(document.getElementById('host')!, { field: '#billing_email', newsletter: '#mailchimp_woocommerce_newsletter' }),
  );
  const input = document.getElementById('billing_email') as HTMLInputElement;
  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { fetchMock, input, type };
}

describe('email capture', () => {
  it('sends a valid, new address 2000 ms after typing stops, with language and newsletter choice', async () => {
    const { fetchMock, type, input } = await start();
    await type('erika@example');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    await type('erika@example.de');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body);
    expect(body).toBe('action=mailchimp_set_user_by_email&email=erika%40example.de&mc_language=de&subscribed=1');
    expect(Cookies.get('mailchimp_user_email')).toBe('erika@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await type('max@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Cookies.get('mailchimp_user_previous_email')).toBe('erika@example.de');
  });

  it('sends nothing without marketing consent or with carts disabled', async () => {
    const { fetchMock, type, input } = await start(undefined, false);
    await type('erika@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchMock).not.toHaveBeenCalled();
    allowMarketing();
    (globalThis as Record<string, unknown>).mailchimp_public_data = { allowed_to_set_cookies: '1', disable_carts: '1' };
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(10);
    // the settings were read at start; carts were allowed then, so this one is sent
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['HTTP 500', () => new Response('error', { status: 500 })],
    ['an empty HTTP 200', () => new Response('')],
    ['malformed JSON', () => new Response('{"success":tr')],
    ['success: false', () => new Response('{"success":false,"data":"invalid email"}')],
  ])('only logs a failure (%s) and tries again next time', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock, type, input } = await start(async () => answer());
    await type('erika@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(10);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(Cookies.get('mailchimp_user_email')).toBeUndefined();
    input.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a host whose form has no email field, with a clear error, and gives the host back', async () => {
    document.body.innerHTML = '<form><p id="host"></p></form>';
    // as on the page (outside act): React hands the error to the island, which unmounts
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useRealTimers();
    try {
      const mounting = island.mount(document.getElementById('host')!, { field: '#billing_email', newsletter: '' });
      await expect(mounting).rejects.toThrow(/finds no email field \(#billing_email\)/);
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(document.getElementById('host')!.innerHTML).toBe('');
  });

  it('takes no field but an email field of its own form: a host aimed at a password or the page is refused', async () => {
    document.body.innerHTML =
      '<input type="email" id="elsewhere"><form><p id="host"><input type="password" id="pw" value="geheim"></p><input type="text" id="name"></form>';
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useRealTimers();
    const fetchMock = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetchMock);
    try {
      for (const field of ['#pw', 'input[type=password]', '#name', '#elsewhere']) {
        const mounting = island.mount(document.getElementById('host')!, { field, newsletter: '' });
        await expect(mounting).rejects.toThrow(/finds no email field/);
      }
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the newsletter choice only from a checkbox of its own form', async () => {
    document.body.innerHTML =
      '<input type="checkbox" id="outside" checked><form><p id="host"><input type="email" id="billing_email"></p><input type="text" id="text" value="1"></form>';
    allowMarketing();
    const fetchMock = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetchMock);
    for (const newsletter of ['#outside', '#text']) {
      unmount = await mountedInAct(() => island.mount(document.getElementById('host')!, { field: '#billing_email', newsletter }));
      const input = document.getElementById('billing_email') as HTMLInputElement;
      input.value = newsletter === '#outside' ? 'erika@example.com' : 'max@example.com';
      input.dispatchEvent(new Event('blur'));
      await act(async () => vi.advanceTimersByTimeAsync(0));
      act(() => unmount!());
      unmount = undefined;
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)
      expect(String(init.body)).toContain('subscribed=0');
  });

  it('stops sending the moment marketing consent is withdrawn, and once unmounted', async () => {
    const { fetchMock, type, input } = await start();
    act(() => void consent.store.denyAll());
    await type('erika@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchMock).not.toHaveBeenCalled();
    allowMarketing();
    act(() => unmount!());
    unmount = undefined;
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('.si-email-capture-slot')).toBeNull();
  });

  it.each([
    ['a hostile address', '{"email":"<img src=x onerror=alert(1)>@x.de"}'],
    ['a malformed reply', '{"email":'],
    ['-1', '-1'],
  ])('restoring an abandoned cart ignores %s: the field stays empty and nothing is shown', async (_name, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    history.replaceState(null, '', '?mc_cart_id=abc');
    const { input } = await start(async () => new Response(body));
    await vi.advanceTimersByTimeAsync(10);
    expect(input.value).toBe('');
    expect(Cookies.get('mailchimp_user_email')).toBeUndefined();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    history.replaceState(null, '', location.pathname);
  });

  it('restores a valid address of an abandoned cart into an empty field', async () => {
    history.replaceState(null, '', '?mc_cart_id=abc');
    const { input, fetchMock } = await start(async () => new Response('{"email":"erika@example.de"}'));
    await vi.advanceTimersByTimeAsync(10);
    expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toBe(
      'action=mailchimp_get_user_by_hash&hash=abc',
    );
    expect(input.value).toBe('erika@example.de');
    expect(Cookies.get('mailchimp_user_email')).toBe('erika@example.de');
    history.replaceState(null, '', location.pathname);
  });
});
