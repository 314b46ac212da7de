// @vitest-environment jsdom
/** Add-to-cart notices: next to the form that was used, through the sanitiser. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { mountedInAct, settle, waitForPage } from '../../test/fixtures/act';
import island from './index';

const HOSTILE_NOTICES = `<ul class="woocommerce-error" role="alert"><li>Nicht vorrätig<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>
<a href="javascript:window.__pwned=3">mehr</a><div data-island="lazy-scripts"></div></li></ul>`;

let unmount: (() => void) | undefined;

/** A page with the login popup's hidden notices wrapper first, as the demo prints it for guests. */
async function page(formPlace: string) {
  document.body.innerHTML = `<div id="login-form-popup" hidden><div class="woocommerce-notices-wrapper"></div><form class="login"></form></div>
    <div class="woocommerce-notices-wrapper" id="page-notices"></div>
    ${formPlace}`;
  const form = document.querySelector<HTMLFormElement>('form.cart')!;
  unmount = await mountedInAct(() => island.mount(form, {}));
  return form;
}
const productForm =
  '<form class="cart" method="post"><input name="quantity" value="1"><button type="submit" name="add-to-cart" value="7">In den Warenkorb</button></form>';

beforeEach(() => {
  useShopConfig({ locale: 'de-DE' });
  // Flatsome's handler (3.17 answered an error with the add's notices)
  (globalThis as Record<string, unknown>).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
  Element.prototype.scrollIntoView = () => undefined; // jsdom has no layout
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: true, notices: HOSTILE_NOTICES, fragments: {}, cart_hash: '' }))),
  );
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

describe('add-to-cart notices', () => {
  it('go right before the form, defused, never into the hidden login popup or the page’s wrapper', async () => {
    const form = await page(`<div class="product-summary"><h1>Tasse</h1>${productForm}</div>`);
    act(() => form.requestSubmit());
    // the sanitiser is a lazy chunk: its first import may take longer than a few ticks
    await waitForPage(() => expect(form.previousElementSibling?.textContent).toContain('Nicht vorrätig'));
    const notices = form.previousElementSibling!;
    expect(notices.querySelector('script, [onerror], [data-island]')).toBeNull();
    expect(notices.querySelector('a')!.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect(document.querySelector('#login-form-popup .woocommerce-notices-wrapper')!.innerHTML).toBe('');
    expect(document.querySelector('#page-notices')!.innerHTML).toBe('');
    expect(document.querySelector('.product-summary h1')?.textContent).toBe('Tasse');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('stay inside the quick view dialog and keep its summary', async () => {
    const form = await page(
      `<dialog open class="si-quick-view"><div class="product-summary"><h1>Tasse</h1><p class="price">9 €</p>${productForm}</div></dialog>`,
    );
    act(() => form.requestSubmit());
    await waitForPage(() => expect(document.querySelectorAll('dialog .woocommerce-error')).toHaveLength(1));
    act(() => form.requestSubmit()); // a second failure replaces the first notices, it does not pile up
    await settle(10);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.querySelectorAll('.woocommerce-error')).toHaveLength(1);
    expect(dialog.querySelector('.product-summary h1')?.textContent).toBe('Tasse');
    expect(dialog.querySelector('.price')?.textContent).toBe('9 €');
    expect(document.querySelector('#login-form-popup .woocommerce-notices-wrapper')!.innerHTML).toBe('');
  });
});
