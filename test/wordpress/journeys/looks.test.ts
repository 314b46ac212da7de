/**
 * What a shopper sees with the plugin on is what they see with it off: on the same site and the
 * same cart, each page's visible text, its controls (kind, name, label, state) and the layout
 * boxes of its main parts, compared between WooCommerce's own scripts and the islands. The
 * screenshots of both go to test-results/looks/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkQuiet } from '../../e2e/support/harness';
import { newShopper, settled, useBrowser, type Mode } from './shopper';

const browser = useBrowser();
const SHOTS = 'test-results/looks';

interface Seen {
  text: string[];
  controls: string[];
  boxes: Record<string, { x: number; y: number; width: number; height: number } | null>;
}

interface Case {
  name: string;
  path: (products: Record<string, number>) => string;
  /** the part of the page compared */
  region: string;
  /** its main parts, whose boxes must match */
  parts: string[];
  /** the cart holds one of the simple product first */
  withCart?: boolean;
  /**
   * Where the controls are built differently on purpose, compared by their box only (their text and
   * controls left out; their behaviour is a journey of its own): the gallery's slides and thumbnails
   * (flexslider keeps every slide in the page, off to the side, and makes thumbnails of bare images;
   * the islands show one frame and print the thumbnails as keyboard-reachable links); the checkout's
   * country and state (selectWoo's widgets, the browser's selects with the islands).
   */
  controlsComparedByBox?: string;
  /** pixels the parts may differ by beyond the usual 4, for controls built differently on purpose */
  slack?: number;
}

const CASES: Case[] = [
  { name: 'shop', path: () => '/shop/', region: 'main', parts: ['ul.products', 'ul.products li.product', '.woocommerce-ordering'] },
  {
    name: 'product',
    path: () => '/product/espressobohnen/',
    region: 'main',
    parts: [
      '.woocommerce-product-gallery',
      '.flex-control-thumbs',
      'form.cart',
      '.single_add_to_cart_button',
      '.woocommerce-tabs',
      'div.quantity',
    ],
    controlsComparedByBox: '.woocommerce-product-gallery__wrapper, .flex-control-thumbs',
  },
  {
    name: 'variable product',
    path: () => '/product/hoodie/',
    region: 'main',
    parts: [
      '.woocommerce-product-gallery',
      '.flex-control-thumbs',
      'form.variations_form',
      'table.variations',
      '.single_add_to_cart_button',
    ],
    controlsComparedByBox: '.woocommerce-product-gallery__wrapper, .flex-control-thumbs',
  },
  {
    name: 'cart',
    path: () => '/cart/',
    region: 'main',
    parts: ['form.woocommerce-cart-form', '.cart_totals', 'button[name="update_cart"]', '.coupon'],
    withCart: true,
  },
  {
    name: 'checkout',
    path: () => '/checkout/',
    region: 'main',
    parts: [
      'form.checkout',
      '#customer_details',
      '#order_review',
      '#payment',
      '#place_order',
      '#billing_country_field',
      '#billing_state_field',
    ],
    withCart: true,
    // the islands keep the browser's own country and state selects where WooCommerce makes them selectWoo's
    controlsComparedByBox: '#billing_country_field, #billing_state_field, #shipping_country_field, #shipping_state_field',
    // each of those two selects is 4 px taller than selectWoo's box in Twenty Twenty-One
    slack: 8,
  },
  {
    name: 'sidebar Cart widget',
    path: () => '/shop/',
    region: '.widget_shopping_cart',
    parts: ['.widget_shopping_cart', '.widget_shopping_cart ul.cart_list', '.widget_shopping_cart .buttons'],
    withCart: true,
  },
];

/** What a shopper sees in `region`: text lines, visible controls, boxes of the parts. */
async function seen(page: Page, region: string, parts: string[], byBox = ''): Promise<Seen> {
  return page.evaluate(
    ({ region, parts, byBox }) => {
      const root = document.querySelector<HTMLElement>(region);
      if (!root) throw new Error(`no ${region} on ${location.pathname}`);
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };
      const lines = (element: HTMLElement) =>
        element.innerText
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
      // the lines of the parts built differently on purpose go (each once, where it stands in the region)
      const text = lines(root);
      for (const part of byBox ? root.querySelectorAll<HTMLElement>(byBox) : [])
        for (const line of lines(part)) {
          const at = text.indexOf(line);
          if (at !== -1) text.splice(at, 1);
        }
      const controls = [...root.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')]
        .filter((element) => visible(element) && !(byBox && element.closest(byBox)))
        .map((element) => {
          const input = element as HTMLInputElement;
          const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
          const state = [input.disabled ? 'disabled' : '', input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : '']
            .filter(Boolean)
            .join(' ');
          const name = input.name ?? '';
          const value = element.tagName === 'SELECT' || (element.tagName === 'INPUT' && input.type !== 'hidden') ? input.value : '';
          return `${element.tagName.toLowerCase()}${input.type && element.tagName !== 'A' ? `[${input.type}]` : ''} ${name} "${label}" ${value} ${state}`.trim();
        });
      const boxes = Object.fromEntries(
        parts.map((selector) => {
          const element = document.querySelector(selector);
          if (!element || !visible(element)) return [selector, null];
          const { x, y, width, height } = element.getBoundingClientRect();
          return [selector, { x: Math.round(x), y: Math.round(y + scrollY), width: Math.round(width), height: Math.round(height) }];
        }),
      );
      return { text, controls, boxes };
    },
    { region, parts, byBox },
  );
}

async function look(mode: Mode, kase: Case): Promise<Seen> {
  const shopper = await newShopper(browser(), mode);
  try {
    const { page, site } = shopper;
    await page.setViewportSize({ width: 1280, height: 900 });
    if (kase.withCart) {
      const added = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), {
        form: { product_id: String(site.products.simple), quantity: '1' },
      });
      expect(added.ok()).toBe(true);
    }
    await page.goto(shopper.url(kase.path(site.products)));
    await settled(page);
    // what runs after load (WooCommerce's gallery slider, the fragments refresh) has run
    await networkQuiet(shopper.context);
    await page.waitForTimeout(500);
    mkdirSync(SHOTS, { recursive: true });
    await page
      .locator(kase.region)
      .first()
      .screenshot({ path: `${SHOTS}/${kase.name.replace(/\W+/g, '-')}-${mode}.png` });
    return await seen(page, kase.region, kase.parts, kase.controlsComparedByBox);
  } finally {
    await shopper.context.close();
  }
}

describe.each(CASES)('$name looks the same with the islands as with WooCommerce’s own scripts', (kase) => {
  it('same visible text, controls and layout boxes', async () => {
    const woocommerce = await look('woocommerce', kase);
    const islands = await look('islands', kase);
    expect(islands.text).toEqual(woocommerce.text);
    expect(islands.controls).toEqual(woocommerce.controls);
    for (const part of kase.parts) {
      const [ours, theirs] = [islands.boxes[part], woocommerce.boxes[part]];
      expect(ours === null, `${part} shown`).toBe(theirs === null);
      if (ours && theirs) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(ours[side] - theirs[side]), `${part} ${side}: ${ours[side]} vs ${theirs[side]}`).toBeLessThanOrEqual(
            4 + (kase.slack ?? 0),
          );
        }
      }
    }
  });
});
