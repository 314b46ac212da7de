import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { locatorFormHtml } from './form';
import { mount } from './index';

const props = { mapKey: '2', radii: '5,10,25,50,100,300', radius: 50 };
let unmount: (() => void) | void;

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE' };
});
afterEach(() => {
  if (typeof unmount === 'function') unmount();
  unmount = undefined;
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  vi.restoreAllMocks();
});

const host = (inner = '') => {
  document.body.innerHTML = `<div data-island="store-locator">${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
};
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('store locator form', () => {
  it('writes a labelled form into an empty host, the chosen radius selected', () => {
    const element = host();
    unmount = mount(element, props);
    expect(element.querySelectorAll('form')).toHaveLength(1);
    const address = element.querySelector<HTMLInputElement>('input[name="address"]')!;
    expect(element.querySelector(`label[for="${address.id}"]`)?.textContent).toBe('Ort oder Postleitzahl');
    const select = element.querySelector<HTMLSelectElement>('select[name="radius"]')!;
    expect([...select.options].map((option) => option.textContent)).toEqual(['5,0 km', '10 km', '25 km', '50 km', '100 km', '300 km']);
    // happy-dom reads `selected` attributes wrongly; a browser test checks the preselected 50 km
    expect([...select.options].filter((option) => option.hasAttribute('selected')).map((option) => option.value)).toEqual(['50']);
    if (typeof unmount === 'function') unmount();
    unmount = undefined;
    expect(element.innerHTML).toBe('');
  });

  it('uses a form the theme printed instead of adding a second one, and leaves it on unmount', () => {
    const element = host(locatorFormHtml({ uid: 'printed', radii: [10, 50], radius: 10, unit: 'km', locale: 'de-DE' }));
    const printed = element.querySelector('form')!;
    unmount = mount(element, props);
    expect(element.querySelectorAll('form')).toHaveLength(1);
    expect(element.querySelector('form')).toBe(printed);
    submit(printed);
    expect(printed.querySelector('.si-locator__error')!.textContent).toBe('Bitte geben Sie einen Ort ein.');
    if (typeof unmount === 'function') unmount();
    unmount = undefined;
    expect(printed.isConnected).toBe(true);
    expect(printed.querySelector('.si-locator__error')!.textContent).toBe('');
    submit(printed);
    expect(printed.querySelector('.si-locator__error')!.textContent).toBe('');
  });

  it('writes a site’s hostile text overrides as text', () => {
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE', i18n: { de: { 'locator.search': '<img src=x onerror="alert(1)">"' } } };
    resetConfig();
    const element = host();
    unmount = mount(element, props);
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('button[type="submit"]')!.textContent).toBe('<img src=x onerror="alert(1)">"');
  });

  it('says the shopper is offline when the site geocoder cannot be reached, and keeps the address', async () => {
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE', geocoder: () => Promise.reject(new TypeError('Failed to fetch')) };
    resetConfig();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const element = host();
    unmount = mount(element, props);
    const form = element.querySelector('form')!;
    form.querySelector<HTMLInputElement>('input[name="address"]')!.value = 'Berlin';
    submit(form);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.querySelector('.si-locator__error')!.textContent).toBe('Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.');
    expect(form.querySelector<HTMLInputElement>('input[name="address"]')!.value).toBe('Berlin');
  });
});
