import { describe, expect, it } from 'vitest';
import { safeHref, safeSameOriginUrl } from './url';

const BASE = 'https://shop.example/produkt/kaffee/';

/** Values content authors, plugins' data or a hostile reply could hand an island for a link or an image. */
const HOSTILE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'javascript:/*//*/alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://shop.example/1234',
  'file:///etc/passwd',
  'about:blank',
  'mailto:x@example.com',
  'ftp://shop.example/x',
];

describe('safeHref', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeHref(value, { base: BASE })).toBeUndefined();
    expect(safeHref(value, { base: BASE, sameOrigin: true })).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, '', '   '])('refuses what is no URL text: %j', (value) => {
    expect(safeHref(value, { base: BASE })).toBeUndefined();
  });

  it('takes http(s) URLs of any site, as given (trimmed)', () => {
    expect(safeHref('https://cdn.example/bild.jpg', { base: BASE })).toBe('https://cdn.example/bild.jpg');
    expect(safeHref('HTTP://Example.COM/a', { base: BASE })).toBe('HTTP://Example.COM/a');
    expect(safeHref('  https://cdn.example/x  ', { base: BASE })).toBe('https://cdn.example/x');
  });

  it("takes relative URLs (they stay on the page's scheme)", () => {
    expect(safeHref('/warenkorb/', { base: BASE })).toBe('/warenkorb/');
    expect(safeHref('bild.jpg', { base: BASE })).toBe('bild.jpg');
    expect(safeHref('#reviews', { base: BASE })).toBe('#reviews');
  });

  it('entity text is no scheme: it stays a harmless path on this site', () => {
    // an attribute value the HTML parser did not decode (React sets it as text): no colon, no scheme
    for (const value of ['javascript&colon;alert(1)', '&#106;avascript:alert(1)', 'javascript&#58;alert(1)']) {
      const href = safeHref(value, { base: BASE })!;
      expect(new URL(href, BASE).origin).toBe('https://shop.example');
    }
  });

  it('with sameOrigin, only this site', () => {
    expect(safeHref('/kasse/', { base: BASE, sameOrigin: true })).toBe('https://shop.example/kasse/');
    expect(safeHref('https://shop.example/kasse/', { base: BASE, sameOrigin: true })).toBe('https://shop.example/kasse/');
    expect(safeHref('//evil.example/x', { base: BASE, sameOrigin: true })).toBeUndefined();
    expect(safeHref('https://evil.example/x', { base: BASE, sameOrigin: true })).toBeUndefined();
    expect(safeHref('http://shop.example/kasse/', { base: BASE, sameOrigin: true })).toBeUndefined();
    expect(safeHref('https://shop.example:8443/', { base: BASE, sameOrigin: true })).toBeUndefined();
    expect(safeHref('https://shop.example@evil.example/', { base: BASE, sameOrigin: true })).toBeUndefined();
    expect(safeHref('/\\evil.example/x', { base: BASE, sameOrigin: true })).toBeUndefined();
  });

  it('without sameOrigin, a protocol-relative URL is another site over https', () => {
    expect(safeHref('//evil.example/x', { base: BASE })).toBe('//evil.example/x');
  });

  it('defaults to the page as base', () => {
    expect(safeHref('/a', { sameOrigin: true })).toBe(new URL('/a', location.href).href);
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});

describe('safeSameOriginUrl', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeSameOriginUrl(value, BASE)).toBeNull();
  });
});
