import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComboboxAnswer } from './combobox';
import { BLUR_HIDE_MS, useCombobox, type ComboboxConfig } from './useCombobox';

let root: Root;
let input: HTMLInputElement;
let host: HTMLElement;

function Box(config: Omit<ComboboxConfig<string>, 'input' | 'listboxId' | 'minLength'>) {
  const { state, listboxId, optionProps } = useCombobox<string>({ input, listboxId: 'box-list', minLength: 3, ...config });
  return (
    <>
      <p className="message">{state.message}</p>
      <ul id={listboxId} role="listbox" aria-label="Vorschläge" hidden={!state.open}>
        {state.options.map((option, index) => (
          <li key={option} {...optionProps(index)}>
            {option}
          </li>
        ))}
      </ul>
    </>
  );
}

const render = (config: Partial<ComboboxConfig<string>> = {}) => {
  const full = {
    load: vi.fn(async (query: string): Promise<ComboboxAnswer<string>> => ({ options: [`${query} 1`, `${query} 2`] })),
    failMessage: () => 'kaputt',
    choose: vi.fn(() => true),
    ...config,
  };
  act(() => root.render(<Box {...full} />));
  return full;
};
const type = async (text: string) => {
  input.value = text;
  await act(async () => void input.dispatchEvent(new Event('input', { bubbles: true })));
};
const key = (name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => void input.dispatchEvent(event));
  return event;
};

beforeEach(() => {
  document.body.innerHTML = '<form><input id="q" aria-label="Suche" autocomplete="on"><div id="root"></div></form>';
  input = document.querySelector('input')!;
  host = document.querySelector('#root')!;
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useCombobox', () => {
  it('makes the field a combobox and gives it back as printed', () => {
    const printed = input.outerHTML;
    render();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe('box-list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('autocomplete')).toBe('off');
    act(() => root.unmount());
    root = createRoot(host);
    expect(input.outerHTML).toBe(printed);
  });

  it('defers lookups by the delay; a newer query aborts the older one, whose reply is dropped', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const resolvers: Array<(answer: ComboboxAnswer<string>) => void> = [];
    const config = render({
      delay: 100,
      load: vi.fn((_query: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<ComboboxAnswer<string>>((resolve) => resolvers.push(resolve));
      }),
    });
    await type('abc');
    await type('abcd');
    await act(async () => void (await vi.advanceTimersByTimeAsync(99)));
    expect(config.load).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(config.load).toHaveBeenCalledTimes(1);
    expect(config.load).toHaveBeenLastCalledWith('abcd', expect.anything());
    await type('abcde');
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => resolvers[0]!({ options: ['alt'] }));
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    await act(async () => resolvers[1]!({ options: ['neu'] }));
    expect([...document.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['neu']);
  });

  it('a chosen option that cannot be followed lets Enter go on; one that can settles the field', async () => {
    const choose = vi.fn((option: string) => option.endsWith('2'));
    render({ choose });
    await type('abc');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(choose).toHaveBeenLastCalledWith('abc 2', 1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a failure is given to the page as its message; an aborted one is not', async () => {
    render({
      load: () => Promise.reject(new Error('500')),
      failMessage: (error) => ((error as Error).message === '500' ? 'kaputt' : null),
    });
    await type('abc');
    expect(input.value).toBe('abc');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('without openOnFocus, coming back to the field looks nothing up; the list hides after blur', async () => {
    vi.useFakeTimers();
    const config = render({ openOnFocus: false });
    await type('abc');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => void input.dispatchEvent(new FocusEvent('blur')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(BLUR_HIDE_MS)));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => void input.dispatchEvent(new FocusEvent('focus')));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(config.load).toHaveBeenCalledTimes(1);
  });
});
