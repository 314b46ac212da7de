import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { whenReady } from '../../src/islands/hydrate';
import island from './index';
import { sortSelect } from './island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM = `<form class="woocommerce-ordering" method="get" id="host"><select name="orderby" class="orderby">
<option value="menu_order" selected>Standard</option><option value="price">Preis aufsteigend</option></select>
<input type="hidden" name="product_cat" value="kaffee"></form>`;

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = FORM;
  const form = document.getElementById('host') as HTMLFormElement;
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  return { form, select: form.querySelector('select')!, submitted };
}

describe('sort select', () => {
  it('submits its form when an order is chosen, and keeps the printed markup', async () => {
    const { form, select, submitted } = setUp();
    const printed = form.innerHTML;
    unmount = await mountedInAct(() => island.mount(form, {}));
    expect(submitted).not.toHaveBeenCalled();
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form.classList.contains('loading')).toBe(true);
    unmount();
    unmount = undefined;
    expect(form.innerHTML).toBe(printed);
  });

  it('an order chosen before the island mounted is submitted once it mounts', async () => {
    const { form, select, submitted } = setUp();
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    unmount = await mountedInAct(() => island.mount(form, {}));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('a change wakes it even without a pointer or focus first (a select set by a script or an assistive technology)', async () => {
    document.body.innerHTML =
      '<form class="woocommerce-ordering"><select class="orderby" name="orderby"><option value="menu_order" selected>Standard</option><option value="price">Preis</option></select></form>';
    const host = document.querySelector('form')!;
    let ready = false;
    void whenReady(sortSelect.hydrate, host, new AbortController().signal, sortSelect.interactionEvents).then(() => (ready = true));
    host.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });

  it('refuses a host without a form', () => {
    document.body.innerHTML = '<div id="host"></div>';
    expect(() => island.mount(document.getElementById('host')!, {})).toThrow(/no form/);
  });
});
