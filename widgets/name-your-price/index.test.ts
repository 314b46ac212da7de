import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { resetConfig } from '../../src/wp/config';
import island, { NORMALISE_DELAY_MS } from './index';

const RULES_FROM_FIELD = { min: Number.NaN, max: Number.NaN, step: Number.NaN, rounding: '', decimals: -1 } as const;
const unmounts: Array<() => void> = [];

async function mount(html: string, props: Parameters<typeof island.mount>[1] = RULES_FROM_FIELD) {
  document.body.innerHTML = html;
  const unmount = await mountedInAct(() => island.mount(document.getElementById('host')!, props));
  unmounts.push(unmount);
  return { input: document.getElementById('amount') as HTMLInputElement, unmount: () => act(unmount) };
}

const type = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const hint = () => document.querySelector('.si-nyp__hint')!;

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).woonp_vars;
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});

describe('name-your-price island', () => {
  it('normalises 1000 ms after the last key, fires change and woonp_init, and says what changed', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).woonp_vars = { rounding: 'up', price_decimals: '2' };
    document.body.addEventListener('woonp_init', (event) => inits((event as CustomEvent).detail));
    const inits = vi.fn();
    const { input } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div></form>',
    );
    const changes = vi.fn();
    input.addEventListener('change', changes);
    type(input, '23');
    wait(NORMALISE_DELAY_MS - 1);
    expect(input.value).toBe('23');
    wait(1);
    expect(input.value).toBe('25.00');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(inits).toHaveBeenCalledWith([input, '25.00', 10, 500, 5]);
    expect(hint().textContent).toBe('Angepasst auf 25,00\u00a0€.');
  });

  it('normalises at once when the form is sent', async () => {
    vi.useFakeTimers();
    const { input } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" max="500" step="5"></div></form>',
    );
    input.value = '1000';
    act(() => input.dispatchEvent(new MouseEvent('click')));
    act(() => input.form!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(input.value).toBe('500.00');
  });

  it('the add-to-cart form sends the normalised amount, even typed a moment before the press', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).woonp_vars = { rounding: 'up', price_decimals: '2' };
    const { input } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div><button name="add-to-cart" value="7">In den Warenkorb</button></form>',
    );
    const sent: string[] = [];
    // the add-to-cart island reads the form in its own (bubbling) submit listener
    input.form!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(String(new FormData(input.form!).get('woonp')));
    });
    type(input, '12,5');
    act(() => input.form!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(sent).toEqual(['15.00']);
    // a value changed without a key (another script): still normalised on the way out
    input.value = '3';
    act(() => input.form!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect(sent).toEqual(['15.00', '10.00']);
  });

  it('a press on the add-to-cart button (or Enter) normalises before the browser checks the form, so it is not refused', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).woonp_vars = { rounding: 'up', price_decimals: '2' };
    const { input } = await mount(
      '<form><div id="host"><input type="number" id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div><button type="submit" name="add-to-cart" value="7">In den Warenkorb</button></form>',
    );
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    // what the browser's validation (after the click's listeners) and the add would see
    button.addEventListener('click', (event) => {
      seen.push(input.value);
      event.preventDefault();
    });
    type(input, '23');
    act(() => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(seen).toEqual(['25.00']);
    type(input, '9000');
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(input.value).toBe('500.00');
    // other keys and clicks elsewhere wait as before
    type(input, '42');
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
      input.form!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(input.value).toBe('42');
  });

  it('uses a hint the theme printed, in place, and gives its text back on unmount', async () => {
    vi.useFakeTimers();
    const { input, unmount } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" max="500" step="5" aria-describedby="amount-hint"><p class="si-nyp__hint" id="amount-hint">Betrag frei wählbar</p></div></form>',
    );
    const printed = document.getElementById('amount-hint')!;
    expect(document.querySelectorAll('.si-nyp__hint')).toHaveLength(1);
    expect(printed.textContent).toBe('Betrag von 10,00\u00a0€ bis 500,00\u00a0€, in Schritten von 5,00\u00a0€.');
    expect(printed.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint');
    type(input, '7');
    wait(NORMALISE_DELAY_MS);
    expect(printed.textContent).toBe('Angepasst auf 10,00\u00a0€.');
    unmount();
    // the host gets its printed markup back (the island's runtime restores it)
    const restored = document.getElementById('amount-hint')!;
    expect(restored.textContent).toBe('Betrag frei wählbar');
    expect(document.querySelectorAll('.si-nyp__hint')).toHaveLength(1);
    expect(document.getElementById('amount')!.getAttribute('aria-describedby')).toBe('amount-hint');
  });

  it('adds a hint after the field when the theme printed none, named by the field, gone on unmount', async () => {
    const { input, unmount } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25" min="10" max="500" step="5"></div></form>',
    );
    const added = hint() as HTMLElement;
    expect(input.nextElementSibling).toBe(added);
    expect(added.id).toBe('amount-hint');
    expect(added.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint');
    unmount();
    expect(document.querySelector('.si-nyp__hint')).toBeNull();
    expect(document.getElementById('amount')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('names amounts in the currency and language of the shop', async () => {
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'en-GB', currency: 'CHF' };
    resetConfig();
    await mount('<form><div id="host"><input id="amount" name="woonp" value="25" min="10" step="0.5"></div></form>');
    expect(hint().textContent).toBe('Amount from CHF\u00a010.00, in steps of CHF\u00a00.50.');
  });

  it('text that is no amount is an inline error on the field at once, then is replaced by min and the error clears', async () => {
    vi.useFakeTimers();
    const { input } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div></form>',
    );
    type(input, 'zwölf');
    expect(hint().textContent).toBe('Bitte geben Sie einen Betrag in Zahlen ein, z. B. 10,00\u00a0€.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hint().classList.contains('si-nyp__hint--error')).toBe(true);
    // typing on to a number clears it before the normalisation
    type(input, '40');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(hint().textContent).toContain('Betrag von 10,00');
    type(input, '<img src=x onerror="window.__xss=1">');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    wait(NORMALISE_DELAY_MS);
    expect(input.value).toBe('10.00');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(hint().textContent).toBe('Angepasst auf 10,00\u00a0€.');
    expect(hint().querySelector('img')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('an amount typed before it mounted (it wakes on intent) is normalised once it is; an emptied field becomes min', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    const { input } = await mount(
      '<form><div id="host"><input id="amount" name="woonp" value="25.00" min="10" max="500" step="5"></div></form>',
    ).then(async (first) => {
      // mount a second time over a field changed while the island was not there
      first.unmount();
      const field = document.getElementById('amount') as HTMLInputElement;
      field.value = '9000';
      const unmount = await mountedInAct(() => island.mount(document.getElementById('host')!, RULES_FROM_FIELD));
      unmounts.push(unmount);
      return { input: field };
    });
    wait(NORMALISE_DELAY_MS);
    expect(input.value).toBe('500.00');
    type(input, '');
    wait(NORMALISE_DELAY_MS);
    expect(input.value).toBe('10.00');
    expect(hint().textContent).toBe('Angepasst auf 10,00\u00a0€.');
  });

  it('refuses a host without an amount field', async () => {
    document.body.innerHTML = '<div id="host"><p>kein Feld</p></div>';
    expect(() => island.mount(document.getElementById('host')!, RULES_FROM_FIELD)).toThrow(/amount field/);
  });

  it('repairs broken settings from the page instead of failing (step 0, max below min, rounding sideways)', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).woonp_vars = { rounding: 'sideways', price_decimals: 'zwei' };
    const { input } = await mount('<form><div id="host"><input id="amount" name="woonp" value="5" min="10" max="5" step="0"></div></form>');
    expect(hint().textContent).toBe('Betrag ab 10,00\u00a0€, in Schritten von 1,00\u00a0€.');
    type(input, '12.7');
    wait(NORMALISE_DELAY_MS);
    expect(input.value).toBe('12.00');
  });
});
