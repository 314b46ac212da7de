import { afterEach, describe, expect, it, vi } from 'vitest';
import { locatorFormHtml } from './form';
import { findForm, listenToLocatorForm, storeSearch, type LocatorFormContext } from './locator-form';
import type { LocatorAction } from './state';

function setUp(geocoder: unknown = vi.fn(() => new Promise(() => {}))) {
  document.body.innerHTML = `<div id="host">${locatorFormHtml({ uid: 't', radii: [10, 50], radius: 50, unit: 'km', locale: 'de-DE' })}</div>`;
  const parts = findForm(document.getElementById('host')!)!;
  const dispatch = vi.fn<(action: LocatorAction) => void>();
  const search = storeSearch();
  const context: LocatorFormContext = {
    search,
    dispatch,
    mapId: 2,
    unit: 'km',
    defaultRadius: 50,
    geocoder,
    mapNow: { current: undefined },
    closeSuggestions: vi.fn(),
    picked: () => undefined,
  };
  const life = new AbortController();
  listenToLocatorForm(parts, context, life.signal);
  const submit = () => parts.form.dispatchEvent(new Event('submit', { cancelable: true }));
  return { parts, dispatch, search, context, life, submit };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('listenToLocatorForm', () => {
  it('asks for a location when the address is empty, and locates the address typed through the site geocoder', () => {
    const geocoder = vi.fn(() => new Promise(() => {}));
    const { parts, dispatch, submit, life } = setUp(geocoder);
    submit();
    expect(dispatch.mock.calls).toEqual([[{ type: 'fail', message: 'map.setLocation' }]]);
    expect(document.activeElement).toBe(parts.address);
    parts.address.value = ' Hamburg ';
    submit();
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'locate' });
    expect(geocoder).toHaveBeenCalledWith('Hamburg');
    life.abort();
  });

  it('resets the field and the state', () => {
    const { parts, dispatch, context, life } = setUp();
    parts.address.value = 'Hamburg';
    parts.reset!.click();
    expect(parts.address.value).toBe('');
    expect(context.closeSuggestions).toHaveBeenCalled();
    expect(dispatch.mock.calls).toEqual([[{ type: 'reset' }]]);
    life.abort();
  });

  it('once its signal aborts: cancels the search running (no store search follows) and no longer listens', async () => {
    let answer: (place: { lat: number; lng: number; label: string }) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { parts, dispatch, life, submit } = setUp(() => new Promise((resolve) => (answer = resolve)));
    parts.address.value = 'Hamburg';
    submit();
    dispatch.mockClear();
    life.abort();
    answer({ lat: 53.55, lng: 9.99, label: 'Hamburg' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    parts.address.value = '';
    submit();
    parts.reset!.click();
    expect(dispatch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
