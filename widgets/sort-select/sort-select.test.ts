import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

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

  it('refuses a host without a form', () => {
    document.body.innerHTML = '<div id="host"></div>';
    expect(() => island.mount(document.getElementById('host')!, {})).toThrow(/no form/);
  });
});
