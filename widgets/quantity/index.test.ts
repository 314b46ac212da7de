import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

let unmount: (() => void) | undefined;

async function quantity(attributes: string) {
  document.body.innerHTML = `<div class="quantity"><input type="number" class="input-text qty" ${attributes}></div>`;
  const host = document.querySelector<HTMLElement>('.quantity')!;
  const input = host.querySelector('input')!;
  const events: string[] = [];
  for (const type of ['input', 'change']) input.addEventListener(type, () => events.push(`${type}:${input.value}`));
  unmount = await mountedInAct(() => island.mount(host, {}));
  const button = (name: 'plus' | 'minus') => host.querySelector<HTMLButtonElement>(`.si-qty__button.${name}`)!;
  return { host, input, events, plus: () => button('plus').click(), minus: () => button('minus').click(), button };
}

afterEach(() => {
  act(() => unmount?.());
  document.body.innerHTML = '';
});

describe('quantity plus/minus', () => {
  it('puts labelled buttons around the input, and steps with input then change events', async () => {
    const q = await quantity('value="1" min="1" max="3" step="1"');
    expect(q.input.previousElementSibling).toBe(q.button('minus'));
    expect(q.input.nextElementSibling).toBe(q.button('plus'));
    expect(q.button('plus').getAttribute('aria-label')).not.toBe('');
    expect(q.button('plus').type).toBe('button');
    q.plus();
    q.plus();
    expect(q.events).toEqual(['input:2', 'change:2', 'input:3', 'change:3']);
  });

  it('fires nothing at max or at min', async () => {
    const q = await quantity('value="3" min="1" max="3" step="1"');
    q.plus();
    expect(q.events).toEqual([]);
    q.minus();
    q.minus();
    q.minus();
    expect(q.input.value).toBe('1');
    expect(q.events).toEqual(['input:2', 'change:2', 'input:1', 'change:1']);
  });

  it('keeps the step’s decimals (0.25 kg steps)', async () => {
    const q = await quantity('value="0.5" min="0.25" step="0.25"');
    q.plus();
    expect(q.input.value).toBe('0.75');
    q.minus();
    q.minus();
    q.minus();
    expect(q.input.value).toBe('0.25');
  });

  it('treats step "any" as 1 and no max as unbounded', async () => {
    const q = await quantity('value="98" step="any"');
    q.plus();
    q.plus();
    expect(q.input.value).toBe('100');
  });

  it('raises a value below min to min at once and after the visitor types one', async () => {
    const q = await quantity('value="1" min="2" step="1"');
    expect(q.input.value).toBe('2');
    expect(q.events).toEqual(['input:2', 'change:2']);
    q.input.value = '0';
    q.input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(q.input.value).toBe('2');
  });

  it('binds the buttons Flatsome’s template printed instead of adding its own, and names them', async () => {
    document.body.innerHTML = `<div class="quantity buttons_added"><input type="button" value="-" class="ux-quantity__button ux-quantity__button--minus button minus is-form">
      <input type="number" class="input-text qty text" value="2" min="1" max="5" step="1"><input type="button" value="+" class="ux-quantity__button ux-quantity__button--plus button plus is-form"></div>`;
    const host = document.querySelector<HTMLElement>('.quantity')!;
    const input = host.querySelector<HTMLInputElement>('input.qty')!;
    const events: string[] = [];
    input.addEventListener('change', () => events.push(input.value));
    unmount = await mountedInAct(() => island.mount(host, {}));
    expect(host.querySelectorAll('.minus, .plus')).toHaveLength(2);
    const plus = host.querySelector<HTMLInputElement>('input.plus')!;
    const minus = host.querySelector<HTMLInputElement>('input.minus')!;
    expect(plus.getAttribute('aria-label')).toBe('Menge erhöhen');
    plus.click();
    minus.click();
    minus.click();
    expect(events).toEqual(['3', '2', '1']);
    act(() => unmount?.());
    unmount = undefined;
    expect(host.querySelectorAll('.minus, .plus')).toHaveLength(2);
    expect(host.className).toBe('quantity buttons_added');
    plus.click();
    expect(events).toEqual(['3', '2', '1']);
  });

  it('leaves the server’s markup as it was when unmounted', async () => {
    const q = await quantity('value="1"');
    act(() => unmount?.());
    unmount = undefined;
    expect(q.host.querySelectorAll('button')).toHaveLength(0);
    expect(q.host.className).toBe('quantity');
  });
});
