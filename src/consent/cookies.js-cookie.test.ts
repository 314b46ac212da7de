/** The consent core's own cookie reading and writing must stay what js-cookie (the rest of the bundle, and before it Complianz) reads and writes. */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar, readCookies, writeCookie } from './cookies';

const clear = () => Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
afterEach(clear);

const jar = () => browserCookieJar({ cookiePath: '/', cookieDomain: '', cookieExpiryDays: 365 });

describe('the consent cookie jar', () => {
  it.each([
    ['cmplz_marketing', 'allow'],
    ['cmplz_consented_services', '{"youtube":true,"google-maps":false}'],
    ['cmplz_banner-status', 'dismissed'],
    ['odd name (1)', 'a;b,c ä €'],
  ])('writes %s as js-cookie does, and reads what js-cookie wrote', (name, value) => {
    jar().set(name, value);
    expect(Cookies.get(name)).toBe(value);
    const written = document.cookie;
    clear();
    Cookies.set(name, value, { path: '/' });
    expect(document.cookie).toBe(written);
    expect(jar().get(name)).toBe(value);
  });

  it('lists and removes cookies', () => {
    jar().set('cmplz_statistics', 'deny');
    Cookies.set('other', 'x');
    expect(jar().names().sort()).toEqual(['cmplz_statistics', 'other']);
    jar().remove('cmplz_statistics');
    expect(readCookies()).toEqual({ other: 'x' });
  });

  it('skips a cookie with a broken encoding and reads the rest', () => {
    document.cookie = 'broken=%E0%A4%A';
    writeCookie('fine', 'ja', { path: '/' });
    expect(readCookies().fine).toBe('ja');
  });
});
