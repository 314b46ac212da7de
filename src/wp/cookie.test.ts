// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteCookie } from './cookie';

describe('siteCookie', () => {
  it('is Secure on an https site only, for the whole site, Lax', () => {
    expect(siteCookie({}, 'https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    expect(siteCookie({}, 'http:')).toEqual({ path: '/', sameSite: 'Lax', secure: false });
  });

  it('keeps an expiry', () => {
    const expires = new Date(0);
    expect(siteCookie({ expires }, 'https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true, expires });
    expect(siteCookie({ expires: 30 }, 'http:').expires).toBe(30);
  });
});
