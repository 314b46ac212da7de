/** The loader's part of the quantity island: plus and minus answered at once, before (or without) the island's code. */
import { afterEach, describe, expect, it } from 'vitest';
import { quantity } from './island';

const row = (input = '<input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="3" step="1">') => {
  document.body.innerHTML = `<form><div class="quantity buttons_added" data-island="quantity"><input type="button" value="-" class="minus"><label class="screen-reader-text">Menge</label>${input}<input type="button" value="+" class="plus"></div></form>`;
  const host = document.querySelector<HTMLElement>('[data-island="quantity"]')!;
  quantity.onFound(host);
  const field = host.querySelector<HTMLInputElement>('input.qty')!;
  const heard: string[] = [];
  for (const type of ['input', 'change']) field.addEventListener(type, () => heard.push(`${type}:${field.value}`));
  return { host, field, heard, press: (name: 'plus' | 'minus') => host.querySelector<HTMLElement>(`.${name}`)!.click() };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('quantity before its island is mounted', () => {
  it('names the printed buttons and steps the input at once, within min and max, saying input then change only when it changed', () => {
    const { host, field, heard, press } = row();
    expect(host.querySelector('.plus')!.getAttribute('aria-label')).toBe('Menge erhöhen');
    press('plus');
    expect(field.value).toBe('2');
    press('plus');
    press('plus');
    expect(field.value).toBe('3');
    press('minus');
    press('minus');
    press('minus');
    expect(field.value).toBe('1');
    expect(heard).toEqual(['input:2', 'change:2', 'input:3', 'change:3', 'input:2', 'change:2', 'input:1', 'change:1']);
  });

  it('steps once per press however often the host was found (a host found again after going offline)', () => {
    const { host, field, press } = row();
    quantity.onFound(host);
    quantity.onFound(host);
    press('plus');
    expect(field.value).toBe('2');
  });

  it('stops at 0 where no min is printed, and keeps the step’s decimals', () => {
    const { field, press } = row('<input type="number" class="qty" value="0.5" step="0.5">');
    press('minus');
    expect(field.value).toBe('0');
    press('minus');
    expect(field.value).toBe('0');
    press('plus');
    press('plus');
    expect(field.value).toBe('1');
  });

  it('leaves the buttons to the island once it has bound them (the host marked si-qty)', () => {
    const { host, field, heard, press } = row();
    host.classList.add('si-qty');
    press('plus');
    expect(field.value).toBe('1');
    expect(heard).toEqual([]);
  });
});
