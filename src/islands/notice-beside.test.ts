import { afterEach, describe, expect, it } from 'vitest';
import { noticeBeside } from './notice-beside';

const TEXT = { de: 'Sie sind offline.', en: 'You are offline.' };

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('noticeBeside', () => {
  it('says it once, right after the host, as an alert in the page language', () => {
    document.body.innerHTML = '<a id="host" href="/x">Kaufen</a><p id="next"></p>';
    const host = document.getElementById('host')!;
    noticeBeside(host, 'woocommerce-error si-x', TEXT);
    noticeBeside(host, 'woocommerce-error si-x', TEXT);
    const notices = document.querySelectorAll('.si-x');
    expect(notices).toHaveLength(1);
    expect(host.nextElementSibling).toBe(notices[0]);
    expect(notices[0]!.getAttribute('role')).toBe('alert');
    expect(notices[0]!.textContent).toBe('Sie sind offline.');
    document.documentElement.lang = 'en-GB';
    noticeBeside(document.getElementById('next')!, 'si-y', TEXT);
    expect(document.querySelector('.si-y')!.textContent).toBe('You are offline.');
    // every other language gets English, as the catalogues give it
    document.documentElement.lang = 'fr-FR';
    const other = document.body.appendChild(document.createElement('p'));
    noticeBeside(other, 'si-z', TEXT);
    expect(document.querySelector('.si-z')!.textContent).toBe('You are offline.');
  });

  it('with untilOnline, goes when the browser is back online', () => {
    document.body.innerHTML = '<a id="host" href="/x">Kaufen</a>';
    noticeBeside(document.getElementById('host')!, 'si-x', TEXT, true);
    expect(document.querySelector('.si-x')).not.toBeNull();
    dispatchEvent(new Event('online'));
    expect(document.querySelector('.si-x')).toBeNull();
  });
});
