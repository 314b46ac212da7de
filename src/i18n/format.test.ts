// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDistance, formatNumber, formatPrice } from './format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats prices per locale and currency', () => {
    expect(plain(formatPrice(24.9, 'de-DE', 'EUR'))).toBe('24,90 €');
    expect(plain(formatPrice(1234.5, 'en-US', 'EUR'))).toBe('€1,234.50');
    expect(plain(formatPrice(10, 'de-DE', 'EUR', 0))).toBe('10 €');
  });

  it('formats numbers and distances', () => {
    expect(formatNumber(4.25, 'de-DE', { maximumFractionDigits: 1 })).toBe('4,3');
    expect(plain(formatDistance(3.14159, 'km', 'de-DE'))).toBe('3,1 km');
    expect(plain(formatDistance(1234.4, 'km', 'de-DE'))).toBe('1.234 km');
    expect(plain(formatDistance(2, 'mile', 'en-US'))).toBe('2.0 mi');
  });
});
