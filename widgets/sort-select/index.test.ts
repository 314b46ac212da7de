import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { showBusy } from '../../src/islands/busy';
import { holdPresses } from '../../src/islands/hold';
import { takePress } from './early';
import island from './index';
import { sortSelect } from './island';

const FORM = `<form class="woocommerce-ordering" method="get" id="host"><select name="orderby" class="orderby">
<option value="menu_order" selected>Standard</option><option value="price">Preis aufsteigend</option></select>
<input type="hidden" name="product_cat" value="kaffee"></form>`;

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = FORM;
  const form = document.getElementById('host') as HTMLFormElement;
  // the browser's submit, which would leave the page
  const submitted = vi.fn();
  form.requestSubmit = submitted;
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
    act(() => unmount!());
    unmount = undefined;
    expect(form.innerHTML).toBe(printed);
  });

  it('an order chosen before the island mounted is submitted once it mounts', async () => {
    const { form, select, submitted } = setUp();
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    unmount = await mountedInAct(() => island.mount(form, {}));
    expect(submitted).toHaveBeenCalledTimes(1);
    // the loader's hold replays the change it held: the order is already on its way
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('on a page reached by back or forward, the order the browser restored is not sent again', async () => {
    const { form, select, submitted } = setUp();
    select.value = 'price';
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as unknown as PerformanceEntry]);
    try {
      unmount = await mountedInAct(() => island.mount(form, {}));
      expect(submitted).not.toHaveBeenCalled();
    } finally {
      entries.mockRestore();
    }
  });

  it('its early module sends a chosen order from its own form, and nothing else', async () => {
    const { form, select, submitted } = setUp();
    showBusy(form);
    expect(takePress(form, { type: 'click', control: select })).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<form id="other"><select name="orderby" class="orderby"></select></form>');
    const foreign = document.querySelector<HTMLSelectElement>('#other select')!;
    expect(takePress(form, { type: 'change', control: foreign })).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(takePress(form, { type: 'change', control: select })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve));
    expect(submitted).toHaveBeenCalledTimes(1);
    // the loader's busy look gives way to the form's own, kept until the next page
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(form.classList.contains('loading')).toBe(true);
    dispatchEvent(new Event('pageshow'));
    expect(form.classList.contains('loading')).toBe(false);
  });

  it('the loader sends, once found, an order chosen before it ran (as a change its hold takes)', () => {
    const { form, select } = setUp();
    const changes = vi.fn();
    form.addEventListener('change', changes);
    sortSelect.onFound(form);
    expect(changes).not.toHaveBeenCalled();
    select.value = 'price';
    sortSelect.onFound(form);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('lets an ajax sorting plugin do its work: its change listener hears the choice before the island mounts, its stopped submit leaves nothing loading, and the next choice is sent again', async () => {
    document.body.innerHTML = FORM;
    const form = document.getElementById('host') as HTMLFormElement;
    const select = form.querySelector('select')!;
    const heard: string[] = [];
    // the plugin: the select's choice, and the form's submit kept from leaving the page
    select.addEventListener('change', () => heard.push(`change ${select.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push(`submit ${select.value}`);
    });
    const held = holdPresses(form, sortSelect.holdUntilMounted, 8000, (press) => Promise.resolve(takePress(form, press)));
    const settle = () => new Promise((resolve) => setTimeout(resolve));
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(heard).toEqual(['change price', 'submit price']);
    expect(form.classList.contains('loading')).toBe(false);
    select.value = 'menu_order';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(heard).toEqual(['change price', 'submit price', 'change menu_order', 'submit menu_order']);
    held.release();
    expect(heard).toHaveLength(4);
  });

  it('refuses a host without a form', () => {
    document.body.innerHTML = '<div id="host"></div>';
    expect(() => island.mount(document.getElementById('host')!, {})).toThrow(/no form/);
  });
});
