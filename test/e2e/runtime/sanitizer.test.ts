/**
 * The one sanitiser's two engines in Chromium, from the build: the browser's own HTML Sanitizer
 * (what Chromium runs) and DOMPurify (what a browser without it runs, and embeds). Each case of the
 * shared table comes out the same from both; the hostile HTML is defused by both; the shop's own
 * fragments (recorded from the real WooCommerce) come out of both alike; and a page takes the
 * native engine without fetching DOMPurify.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recorded, RECORDED_DIR } from '../../fixtures/recorded';
import { SANITIZER_CASES } from '../../fixtures/sanitizer-cases';
import { DEFUSED, HOSTILE_HTML, inspectHostile } from '../../fixtures/hostile-html';
import { BANNER_DISMISSED, chunkHolding, CONTRACT, islandsSettled, useShop } from '../support/harness';

const demo = useShop();
const CHUNKS = '/wp-content/plugins/shop-islands/dist/chunks/';

/** Every fragment WooCommerce answered with in the recorded replies (mini cart, order review, payment). */
function recordedFragments(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const file of readdirSync(join(RECORDED_DIR, 'woocommerce')).filter((name) => /^\d+-.*\.json$/.test(name))) {
    const body = safeJson(recorded(`woocommerce/${file}`).response.body);
    const fragments = (body as { fragments?: Record<string, unknown> } | undefined)?.fragments ?? {};
    for (const [selector, html] of Object.entries(fragments)) if (typeof html === 'string') found.push([`${file} ${selector}`, html]);
  }
  return found;
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Engine = 'native' | 'purify';
type EngineModule = { inlineHtml(html: string): DocumentFragment; serverHtml(html: string, options: object): DocumentFragment };
type EngineWindow = { __engines: Record<Engine, EngineModule> };

/** A page of the shop with both engines' modules imported (their chunks, as the build has them). */
async function withEngines(): Promise<Page> {
  const w = await demo.open({ cookies: BANNER_DISMISSED });
  await w.page.goto(`${demo.shop.url}/`);
  await islandsSettled(w.page);
  // the chooser's chunk: the browser's engine where there is one, DOMPurify's for embeds (and where there is none)
  const sanitize = CHUNKS + chunkHolding(/src\/ui\/sanitize\.ts$/);
  // a string: vitest rewrites import() in this file's functions
  await w.page.evaluate(
    `import(${JSON.stringify(sanitize)}).then((module) => Promise.all([module.sanitizer(), module.sanitizer({ embeds: true })])).then(([native, purify]) => { window.__engines = { native, purify }; })`,
  );
  return w.page;
}

/** What `engine` makes of `html`, serialised. */
function sanitized(page: Page, engine: Engine, profile: 'inline' | 'server', html: string, options: object = {}): Promise<string> {
  return page.evaluate(
    ({ engine, profile, html, options }) => {
      const module = (window as unknown as EngineWindow).__engines[engine];
      const box = document.createElement('div');
      box.append(profile === 'inline' ? module.inlineHtml(html) : module.serverHtml(html, options));
      return box.innerHTML;
    },
    { engine, profile, html, options },
  );
}

/**
 * `html` with what the engines may differ in and a shopper cannot tell apart: DOMPurify trims
 * attribute values and drops attributes it does not know that are mere hints (`fetchpriority`,
 * `focusable`); the browser keeps them.
 */
function canonical(page: Page, html: string): Promise<string> {
  return page.evaluate((html) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    for (const element of box.querySelectorAll('*')) {
      for (const hint of ['fetchpriority', 'focusable']) element.removeAttribute(hint);
      for (const { name, value } of [...element.attributes]) element.setAttribute(name, value.trim());
    }
    return box.innerHTML;
  }, html);
}

describe('the sanitiser’s engines in Chromium', CONTRACT, () => {
  it('Chromium has the HTML Sanitizer API (else this file tests DOMPurify twice)', async () => {
    const page = await withEngines();
    expect(
      await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function' && 'Sanitizer' in window),
    ).toBe(true);
  });

  it('both engines give each case of the shared table its expected result', async () => {
    const page = await withEngines();
    const origin = demo.shop.url;
    for (const example of SANITIZER_CASES)
      for (const engine of ['native', 'purify'] as const) {
        // embeds always take DOMPurify (sanitizer.ts): the browser's safe setHTML drops every iframe
        if (engine === 'native' && example.options?.embeds) continue;
        expect(await sanitized(page, engine, example.profile, example.html(origin), example.options), `${engine}: ${example.name}`).toBe(
          example.expected(origin),
        );
      }
  });

  it('both engines defuse the hostile HTML and keep its legitimate part', async () => {
    const page = await withEngines();
    for (const engine of ['native', 'purify'] as const) {
      const check = await page.evaluate(
        ({ engine, html, inspect }) => {
          const module = (window as unknown as EngineWindow).__engines[engine];
          const box = document.createElement('div');
          box.append(module.serverHtml(html, {}));
          return (0, eval)(`(${inspect})`)(box) as unknown;
        },
        { engine, html: HOSTILE_HTML, inspect: inspectHostile.toString() },
      );
      expect(check, engine).toEqual(DEFUSED);
    }
  });

  it('the recorded WooCommerce fragments come out of both engines alike', async () => {
    const page = await withEngines();
    const fragments = recordedFragments();
    expect(fragments.length).toBeGreaterThan(10);
    for (const [name, html] of fragments) {
      const options = { islands: ['add-to-cart', 'quantity'] };
      const [native, purify] = await Promise.all([
        sanitized(page, 'native', 'server', html, options),
        sanitized(page, 'purify', 'server', html, options),
      ]);
      expect(await canonical(page, native), name).toBe(await canonical(page, purify));
    }
  });

  it('a loop add’s fragments go in through the browser’s engine: DOMPurify is never fetched', async () => {
    const w = await demo.open({ cookies: BANNER_DISMISSED });
    await w.page.goto(`${demo.shop.url}/shop/`);
    await islandsSettled(w.page);
    await w.page.locator('a.add_to_cart_button[data-product_id="1"]').first().click();
    await w.page.locator('.widget_shopping_cart_content li.mini_cart_item').first().waitFor({ state: 'attached' });
    const fetched = (chunk: RegExp) => w.requests.some((url) => url.endsWith(`/chunks/${chunkHolding(chunk)}`));
    expect(fetched(/src\/ui\/sanitize\.ts$/)).toBe(true);
    expect(fetched(/src\/ui\/sanitize-purify\.ts$/)).toBe(false);
  });
});
