import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mount, NORMALISE_DELAY_MS } from './index';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).woonp_vars;
  resetConfig();
});

describe('name-your-price island', () => {
  it('normalises 1000 ms after the last key, fires change and woonp_init, and says what changed', () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).woonp_vars = { rounding: 'up', price_decimals: '2' };
    document.body.innerHTML =
      '<form><div id="host"><input id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div></form>';
    const input = document.getElementById('amount') as HTMLInputElement;
    const changes = vi.fn();
    const inits = vi.fn();
    input.addEventListener('change', changes);
    document.body.addEventListener('woonp_init', (event) => inits((event as CustomEvent).detail));
    mount(document.getElementById('host')!, { min: Number.NaN, max: Number.NaN, step: Number.NaN, rounding: '', decimals: -1 });
    input.value = '23';
    input.dispatchEvent(new KeyboardEvent('keyup'));
    vi.advanceTimersByTime(NORMALISE_DELAY_MS - 1);
    expect(input.value).toBe('23');
    vi.advanceTimersByTime(1);
    expect(input.value).toBe('25.00');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(inits).toHaveBeenCalledWith([input, '25.00', 10, 500, 5]);
    expect(document.querySelector('.si-nyp__hint')!.textContent).toBe('Angepasst auf 25,00\u00a0€.');
  });

  it('normalises at once when the form is sent', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" max="500" step="5"></div></form>';
    const input = document.getElementById('amount') as HTMLInputElement;
    mount(document.getElementById('host')!, { min: Number.NaN, max: Number.NaN, step: Number.NaN, rounding: '', decimals: -1 });
    input.value = '1000';
    input.dispatchEvent(new MouseEvent('click'));
    input.form!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(input.value).toBe('500.00');
  });

  it('uses a hint the theme printed, in place, and gives its text back on unmount', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" max="500" step="5" aria-describedby="amount-hint"><p class="si-nyp__hint" id="amount-hint">Betrag frei wählbar</p></div></form>';
    const input = document.getElementById('amount') as HTMLInputElement;
    const printed = document.getElementById('amount-hint')!;
    const unmount = mount(document.getElementById('host')!, {
      min: Number.NaN,
      max: Number.NaN,
      step: Number.NaN,
      rounding: '',
      decimals: -1,
    });
    expect(document.querySelectorAll('.si-nyp__hint')).toHaveLength(1);
    expect(printed.textContent).toBe('Betrag von 10,00\u00a0€ bis 500,00\u00a0€, in Schritten von 5,00\u00a0€.');
    expect(printed.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint');
    input.value = '7';
    input.dispatchEvent(new KeyboardEvent('keyup'));
    vi.advanceTimersByTime(NORMALISE_DELAY_MS);
    expect(printed.textContent).toBe('Angepasst auf 10,00\u00a0€.');
    unmount();
    expect(document.getElementById('amount-hint')).toBe(printed);
    expect(printed.textContent).toBe('Betrag frei wählbar');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint');
  });

  it('names amounts in the currency and language of the shop', () => {
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'en-GB', currency: 'CHF' };
    resetConfig();
    document.body.innerHTML = '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" step="0.5"></div></form>';
    mount(document.getElementById('host')!, { min: Number.NaN, max: Number.NaN, step: Number.NaN, rounding: '', decimals: -1 });
    expect(document.querySelector('.si-nyp__hint')!.textContent).toBe('Amount from CHF\u00a010.00, in steps of CHF\u00a00.50.');
    delete (globalThis as Record<string, unknown>).shopIslands;
  });
});
