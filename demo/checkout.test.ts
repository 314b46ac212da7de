// @vitest-environment node
/**
 * The demo's checkout answers as WooCommerce does: its nonces (`woocommerce-process-checkout-nonce`
 * in the form, `security` for update_order_review) are checked, the reply for an emptied cart is
 * the recorded one, and an order-received page shows the order only with the order's key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded } from '../test/fixtures/recorded';
import { startDemo, type DemoServer } from './server';

let demo: DemoServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-checkout-test-'));
  demo = await startDemo({ dbFile: join(dir, 'shop.sqlite') });
});
afterAll(async () => {
  await demo.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor with a cookie jar and one item in the cart, and the nonces its checkout page printed. */
async function shopper() {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = async (path: string) => {
    const response = await fetch(demo.url + path, { headers: { Cookie: cookie() }, redirect: 'manual' });
    remember(response);
    return { status: response.status, text: await response.text(), location: response.headers.get('location') ?? '' };
  };
  const post = async (path: string, body: URLSearchParams) => {
    const response = await fetch(demo.url + path, {
      method: 'POST',
      body,
      headers: { Cookie: cookie(), 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      redirect: 'manual',
    });
    remember(response);
    return { status: response.status, text: await response.text(), location: response.headers.get('location') ?? '' };
  };
  await get('/shop/?add-to-cart=1');
  const page = (await get('/checkout/')).text;
  const checkoutNonce = /name="woocommerce-process-checkout-nonce" value="([^"]*)"/.exec(page)?.[1] ?? '';
  const reviewNonce = /"update_order_review_nonce":"([^"]*)"/.exec(page)?.[1] ?? '';
  return { get, post, checkoutNonce, reviewNonce };
}

const ORDER_FIELDS = {
  billing_first_name: 'Erika',
  billing_last_name: 'Mustermann',
  billing_address_1: 'Speicherstadt 1',
  billing_postcode: '20457',
  billing_city: 'Hamburg',
  billing_country: 'DE',
  billing_email: 'erika@example.de',
  'shipping_method[0]': 'flat_rate:1',
  payment_method: 'bacs',
  terms: 'on',
};
const order = (nonce: string | null) =>
  new URLSearchParams({
    ...ORDER_FIELDS,
    ...(nonce === null ? {} : { 'woocommerce-process-checkout-nonce': nonce }),
    _wp_http_referer: '/checkout/',
  });
const review = (security: string) =>
  new URLSearchParams({ security, payment_method: 'bacs', country: 'DE', 'shipping_method[0]': 'flat_rate:1' });
const orderCount = () => (demo.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

/** Same keys and same JSON types. */
const shapeOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .map(([key, inner]) => [key, shapeOf(inner)])
          .sort(),
      )
    : typeof value;
const recordedShape = (file: string) => shapeOf(JSON.parse(recorded(`woocommerce/${file}`).response.body));

describe('checkout nonces', () => {
  it('prints the checkout nonce in the form and the update_order_review nonce in wc_checkout_params, per visitor', async () => {
    const one = await shopper();
    const two = await shopper();
    expect(one.checkoutNonce).toMatch(/^[a-f0-9]{10}$/);
    expect(one.reviewNonce).toMatch(/^[a-f0-9]{10}$/);
    expect(one.checkoutNonce).not.toBe(two.checkoutNonce);
    expect(one.reviewNonce).not.toBe(two.reviewNonce);
  });

  it('update_order_review answers 403 -1 to a bad or another visitor’s security nonce, as recorded (18)', async () => {
    const one = await shopper();
    const two = await shopper();
    const fixture = recorded('woocommerce/18-update_order_review-bad-nonce.json').response;
    for (const security of ['0123456789', two.reviewNonce]) {
      const reply = await one.post('/?wc-ajax=update_order_review', review(security));
      expect([reply.status, reply.text]).toEqual([fixture.status, fixture.body]);
    }
    const good = await one.post('/?wc-ajax=update_order_review', review(one.reviewNonce));
    expect(JSON.parse(good.text)).toMatchObject({ result: 'success' });
  });

  it('checkout without the nonce, or with another visitor’s, fails as WooCommerce does and places nothing', async () => {
    const one = await shopper();
    const two = await shopper();
    const before = orderCount();
    for (const nonce of [null, 'bad', two.checkoutNonce]) {
      const reply = await one.post('/?wc-ajax=checkout', order(nonce));
      expect(reply.status).toBe(200);
      const body = JSON.parse(reply.text) as { result: string; messages: string; refresh: boolean; reload: boolean };
      expect(shapeOf(body)).toEqual(recordedShape('19-checkout-error-missing-fields.json'));
      expect(body).toMatchObject({ result: 'failure', refresh: true, reload: false });
      expect(body.messages).toContain('Wir konnten Ihre Bestellung nicht verarbeiten');
    }
    expect(orderCount()).toBe(before);
  });

  it('the plain form post checks the nonce too', async () => {
    const one = await shopper();
    const before = orderCount();
    const page = await one.post('/checkout/', order('bad'));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Wir konnten Ihre Bestellung nicht verarbeiten');
    expect(orderCount()).toBe(before);
    const placed = await one.post('/checkout/', order(one.checkoutNonce));
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  });

  it('with its nonce the order is placed (recorded shape 20); then the emptied cart answers as recorded (21)', async () => {
    const one = await shopper();
    const placed = await one.post('/?wc-ajax=checkout', order(one.checkoutNonce));
    const body = JSON.parse(placed.text) as { result: string; order_id: number; redirect: string };
    expect(shapeOf(body)).toEqual(recordedShape('20-checkout-success-cod.json'));
    expect(body.redirect).toBe(`/checkout/order-received/${body.order_id}/?key=${/key=(wc_order_[A-Za-z0-9]+)/.exec(body.redirect)![1]}`);

    const after = await one.post('/?wc-ajax=update_order_review', review(one.reviewNonce));
    const emptied = JSON.parse(after.text) as { fragments: Record<string, string> };
    expect(shapeOf(emptied)).toEqual(recordedShape('21-update_order_review-empty-cart-after-order.json'));
    expect(emptied.fragments['form.woocommerce-checkout']).toContain('Ihre Sitzung ist abgelaufen');
    expect(emptied.fragments['form.woocommerce-checkout']).toContain('class="wc-backward"');

    const again = JSON.parse((await one.post('/?wc-ajax=checkout', order(one.checkoutNonce))).text) as { result: string; messages: string };
    expect(again.result).toBe('failure');
    expect(again.messages).toContain('Ihre Sitzung ist abgelaufen');
  });
});

describe('order-received pages', () => {
  async function placedOrder() {
    const one = await shopper();
    const body = JSON.parse((await one.post('/?wc-ajax=checkout', order(one.checkoutNonce))).text) as {
      order_id: number;
      redirect: string;
    };
    return { one, id: body.order_id, redirect: body.redirect, key: new URL(body.redirect, demo.url).searchParams.get('key')! };
  }

  it('shows the order with its key', async () => {
    const { one, id, redirect } = await placedOrder();
    const page = await one.get(redirect);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Bestellnummer: <strong>${id}</strong>`);
    expect(page.text).toContain('Gesamtsumme');
  });

  it('shows no order details without the key, with a wrong one or with another order’s, to anyone', async () => {
    const { id, key } = await placedOrder();
    const other = await placedOrder();
    const stranger = await shopper();
    for (const query of ['', '?key=', '?key=wc_order_guess', `?key=${other.key}`, `?key=${key.toUpperCase()}`]) {
      const page = await stranger.get(`/checkout/order-received/${id}/${query}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Vielen Dank. Ihre Bestellung ist eingegangen.');
      expect(page.text).not.toContain('Bestellnummer');
      expect(page.text).not.toContain('Gesamtsumme');
    }
  });

  it('the key gives nothing of the visitor’s session away', async () => {
    const { key } = await placedOrder();
    const row = demo.db.prepare('SELECT session_id FROM orders ORDER BY id DESC LIMIT 1').get() as { session_id: string };
    for (let start = 0; start + 6 <= row.session_id.length; start += 2) expect(key).not.toContain(row.session_id.slice(start, start + 6));
  });
});
