import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mount } from './index';

let marketing = true;
let unmount: (() => void) | void;
beforeEach(() => {
  vi.useFakeTimers();
  marketing = true;
  (globalThis as Record<string, unknown>).shopIslandsConsent = { hasConsent: (category: string) => category === 'marketing' && marketing };
  (globalThis as Record<string, unknown>).mailchimp_public_data = { allowed_to_set_cookies: '1', disable_carts: '', language: 'de' };
  document.body.innerHTML =
    '<form><p id="host"><input type="email" id="billing_email"></p><input type="checkbox" id="mailchimp_woocommerce_newsletter" checked></form>';
});
afterEach(() => {
  unmount?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Cookies.remove('mailchimp_user_email', { path: '/' });
  Cookies.remove('mailchimp_user_previous_email', { path: '/' });
  for (const name of ['shopIslandsConsent', 'mailchimp_public_data']) delete (globalThis as Record<string, unknown>)[name];
  resetConfig();
});

function start(answer: () => Promise<Response> = async () => new Response('{"success":true}')) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  unmount = mount(document.getElementById('host')!, { field: '#billing_email', newsletter: '#mailchimp_woocommerce_newsletter' });
  const input = document.getElementById('billing_email') as HTMLInputElement;
  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { fetchMock, input, type };
}

describe('email capture', () => {
  it('sends a valid, new address 2000 ms after typing stops, with language and newsletter choice', async () => {
    const { fetchMock, type, input } = start();
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
    marketing = false;
    const { fetchMock, type, input } = start();
    await type('erika@example.de');
    input.dispatchEvent(new Event('blur'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchMock).not.toHaveBeenCalled();
    marketing = true;
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
    const { fetchMock, type, input } = start(async () => answer());
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
});
