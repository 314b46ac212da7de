/** Order attribution: its code is for visitors who allowed statistics (what it stores on an order: journeys/checkout.test.ts). */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { useShop } from '../support/harness';

const demo = useShop();
const { visit } = customer(demo);

describe('order attribution', () => {
  it('a visitor who denied statistics never downloads the attribution code', async () => {
    const w = await visit('/checkout/', { statistics: 'deny' });
    expect(w.requests.some((url) => /\/islands\/(order-attribution|attribution-visits)-/.test(url))).toBe(false);
  });
});
