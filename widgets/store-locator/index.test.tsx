import { act } from 'react';
import { mountedInAct, settle } from '../../test/fixtures/act';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { publishMap, type MapHandle, type PlacesSearch } from '../../src/maps/channel';
import type { Place } from '../../src/maps/geocoder';
import { locatorFormHtml } from './form';
import island from './index';
import { BLUR_HIDE_MS } from './suggestions';
import { deferred, type Deferred } from '../../test/fixtures/deferred';

const props = { mapKey: '2', radii: '5,10,25,50,100,300', radius: 50 };
let unmount: (() => void) | undefined;
let withdraw: (() => void) | undefined;

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE' };
});
afterEach(() => {
  act(() => {
    unmount?.();
    withdraw?.();
  });
  unmount = undefined;
  withdraw = undefined;
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PRINTED = () => locatorFormHtml({ uid: 'printed', radii: [10, 50], radius: 50, unit: 'km', locale: 'de-DE' });

const host = (inner = '') => {
  document.body.innerHTML = `<div data-island="store-locator">${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
};
const mount = async (element: HTMLElement) => {
  unmount = await mountedInAct(() => island.mount(element, props));
};
const submit = async (element: HTMLElement, address?: string) => {
  if (address !== undefined) element.querySelector<HTMLInputElement>('input[name="address"]')!.value = address;
  await act(async () => {
    element.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};
const error = (element: HTMLElement) => element.querySelector('.si-locator__error')!.textContent;
const status = (element: HTMLElement) => element.querySelector('.si-locator__status')!.textContent;
const names = (element: HTMLElement) => [...element.querySelectorAll('.si-locator__result strong')].map((name) => name.textContent);

/** A marker row as get_ajax_store_loactor sends it (all strings). */
const row = (id: string, title: string, lat: number, lng: number, distance: number) => ({
  id,
  map_id: '2',
  lat: String(lat),
  lng: String(lng),
  category: '0',
  title,
  address: `${title}er Str. 1`,
  animation: 'NONE',
  enable_info_window: '1',
  info_window_open: '0',
  marker_size: '32',
  custom_marker_url: '',
  choose_marker_icon: '1',
  description: '',
  link_url: '',
  pic_url: '',
  published: '1',
  distance: String(distance),
});

const BERLIN: Place = { lat: 52.52, lng: 13.405, label: '10117 Berlin' };
const HAMBURG: Place = { lat: 53.55, lng: 9.99, label: '20095 Hamburg' };
const STORES: Record<string, unknown[]> = {
  '52.52': [row('2', 'Potsdam', 52.39, 13.06, 27), row('1', 'Berlin', 52.52, 13.405, 0.1)],
  '53.55': [row('5', 'Hamburg', 53.55, 9.99, 0.2)],
};

/** The store search answers from STORES by latitude; `hold` keeps replies back until released. */
function stubStoreSearch(hold: Record<string, Deferred<void>> = {}) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      asked.push(body);
      await hold[body.get('lat')!]?.promise; // answers late even if aborted, as a slow server would
      return new Response(JSON.stringify(STORES[body.get('lat')!] ?? []), { status: 200, headers: { 'Content-Type': 'text/html' } });
    }),
  );
  return asked;
}

const useGeocoder = (geocoder: (address: string) => Promise<Place>) => {
  (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE', geocoder };
  resetConfig();
};
const cityGeocoder = (address: string) => Promise.resolve(address === 'Hamburg' ? HAMBURG : BERLIN);

function fakeMap(places?: PlacesSearch) {
  return {
    settings: {} as MapHandle['settings'],
    geocode: vi.fn(cityGeocoder),
    ...(places ? { places } : {}),
    showSearch: vi.fn<MapHandle['showSearch']>(),
    showVisitor: vi.fn<MapHandle['showVisitor']>(),
    focusMarker: vi.fn<MapHandle['focusMarker']>(),
    reset: vi.fn<MapHandle['reset']>(),
  } satisfies MapHandle;
}

describe('store locator form', () => {
  it('writes the labelled form into an empty host, renders from a slot in it and leaves the host empty on unmount', async () => {
    const element = host();
    await mount(element);
    expect(element.querySelectorAll('form')).toHaveLength(1);
    const address = element.querySelector<HTMLInputElement>('input[name="address"]')!;
    expect(element.querySelector(`label[for="${address.id}"]`)?.textContent).toBe('Ort oder Postleitzahl');
    const select = element.querySelector<HTMLSelectElement>('select[name="radius"]')!;
    expect([...select.options].map((option) => option.textContent)).toEqual(['5,0 km', '10 km', '25 km', '50 km', '100 km', '300 km']);
    // happy-dom reads `selected` attributes wrongly; a browser test checks the preselected 50 km
    expect([...select.options].filter((option) => option.hasAttribute('selected')).map((option) => option.value)).toEqual(['50']);
    const slot = element.querySelector('[data-island-root]')!;
    expect(slot.parentElement).toBe(element.querySelector('form'));
    expect(Object.keys(slot).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect([...slot.children].map((child) => child.className)).toEqual(['si-locator__status', 'si-locator__error', 'si-locator__results']);
    act(() => unmount!());
    unmount = undefined;
    expect(element.innerHTML).toBe('');
  });

  it('uses a form the theme printed as it is (same fields, same order), and gives the printed markup back on unmount', async () => {
    const element = host(PRINTED());
    const printed = element.innerHTML;
    const address = element.querySelector('input')!;
    await mount(element);
    expect(element.querySelectorAll('form')).toHaveLength(1);
    expect(element.querySelector('input')).toBe(address);
    await submit(element);
    expect(error(element)).toBe('Bitte geben Sie einen Ort ein.');
    expect(document.activeElement).toBe(address);
    act(() => unmount!());
    unmount = undefined;
    expect(element.innerHTML).toBe(printed);
    await submit(element);
    expect(error(element)).toBe('');
  });

  it('writes a site’s hostile text overrides as text', async () => {
    (globalThis as Record<string, unknown>).shopIslands = {
      locale: 'de-DE',
      i18n: { de: { 'locator.search': '<img src=x onerror="alert(1)">"', 'locator.results': '<img src=y>' } },
    };
    resetConfig();
    const element = host();
    await mount(element);
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('button[type="submit"]')!.textContent).toBe('<img src=x onerror="alert(1)">"');
    expect(element.querySelector('.si-locator__results')!.getAttribute('aria-label')).toBe('<img src=y>');
  });

  it('says the shopper is offline when the site geocoder cannot be reached, and keeps the address', async () => {
    useGeocoder(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await settle();
    expect(error(element)).toBe('Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.');
    expect(element.querySelector<HTMLInputElement>('input[name="address"]')!.value).toBe('Berlin');
  });

  it('lists the stores nearest first with distance, address and directions, in a live status', async () => {
    useGeocoder(cityGeocoder);
    const reply = deferred<void>();
    const asked = stubStoreSearch({ '52.52': reply });
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    expect(element.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(status(element)).toBe('Filialen werden gesucht…');
    await act(async () => reply.resolve());
    await settle();
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      action: 'get_ajax_store_loactor',
      task: 'get_ajax_store_loactor',
      page: 'map',
      radius: '50',
      lat: '52.52',
      lng: '13.405',
      distance_in: 'km',
    });
    expect(names(element)).toEqual(['Berlin', 'Potsdam']);
    expect([...element.querySelectorAll('.si-locator__distance')].map((distance) => distance.textContent)).toEqual(['0,1 km', '27 km']);
    expect(element.querySelector('.si-locator__result a')!.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.52,13.405',
    );
    expect(element.querySelector('.si-locator__status')!.getAttribute('role')).toBe('status');
    expect(status(element)).toBe('2 Filialen im Umkreis von 50 km um 10117 Berlin.');
    expect(element.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
    // without a map there is nothing to show on it
    expect(element.querySelector('.link-button')).toBeNull();
  });

  it('says when geolocation is unsupported', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(undefined as unknown as Geolocation);
    const element = host(PRINTED());
    await mount(element);
    await act(async () => element.querySelector<HTMLButtonElement>('.si-locator__me')!.click());
    expect(error(element)).toBe('Fehler: Ihr Browser unterstützt keine Standortbestimmung.');
  });

  it('explains a geocoder status, and a failing store search', async () => {
    useGeocoder((address) =>
      address === 'Atlantis' ? Promise.reject(Object.assign(new Error('x'), { status: 'ZERO_RESULTS' })) : cityGeocoder(address),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Atlantis');
    await settle();
    expect(error(element)).toMatch(/^Diesen Ort haben wir nicht gefunden/);
    await submit(element, 'Berlin');
    await settle();
    expect(error(element)).toMatch(/^Die Filialsuche hat gerade nicht geklappt/);
    expect(status(element)).toBe('');
  });
});

describe('latest wins', () => {
  it('ignores the store reply of an earlier search that answers after a newer one', async () => {
    useGeocoder(cityGeocoder);
    const slowBerlin = deferred<void>();
    const asked = stubStoreSearch({ '52.52': slowBerlin });
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await settle();
    await submit(element, 'Hamburg');
    await settle();
    expect(names(element)).toEqual(['Hamburg']);
    await act(async () => slowBerlin.resolve());
    await settle();
    expect(asked.map((body) => body.get('lat'))).toEqual(['52.52', '53.55']);
    expect(names(element)).toEqual(['Hamburg']);
    expect(status(element)).toBe('Eine Filiale im Umkreis von 50 km um 20095 Hamburg.');
  });

  it('ignores a geocode that answers after a newer search, and never asks for its stores', async () => {
    const slowBerlin = deferred<Place>();
    useGeocoder((address) => (address === 'Berlin' ? slowBerlin.promise : cityGeocoder(address)));
    const asked = stubStoreSearch();
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await submit(element, 'Hamburg');
    await settle();
    await act(async () => slowBerlin.resolve(BERLIN));
    await settle();
    expect(asked.map((body) => body.get('lat'))).toEqual(['53.55']);
    expect(names(element)).toEqual(['Hamburg']);
  });

  it('reset and an empty address drop a search still in flight', async () => {
    useGeocoder(cityGeocoder);
    const slowBerlin = deferred<void>();
    stubStoreSearch({ '52.52': slowBerlin });
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await settle();
    await submit(element, '  ');
    await act(async () => slowBerlin.resolve());
    await settle();
    expect(names(element)).toEqual([]);
    expect(error(element)).toBe('Bitte geben Sie einen Ort ein.');
  });
});

describe('the map through the channel', () => {
  it('shows the current results on a map that appears later, and calls nothing on a map that went away', async () => {
    useGeocoder(cityGeocoder);
    stubStoreSearch();
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await settle();
    const first = fakeMap();
    act(() => {
      withdraw = publishMap('2', first);
    });
    expect(first.showSearch).toHaveBeenCalledTimes(1);
    const [origin, radius, results] = first.showSearch.mock.calls[0]!;
    expect(origin).toMatchObject({ lat: 52.52, lng: 13.405 });
    expect(radius).toBe(50_000);
    expect((results as Array<{ title: string }>).map((result) => result.title)).toEqual(['Berlin', 'Potsdam']);
    // with the map there, each result can be shown on it
    const show = element.querySelector<HTMLButtonElement>('.si-locator__result .link-button')!;
    expect(show.textContent).toBe('Auf der Karte zeigen');
    act(() => show.click());
    expect(first.focusMarker).toHaveBeenCalledWith('1');

    act(() => withdraw!());
    withdraw = undefined;
    expect(element.querySelector('.link-button')).toBeNull();
    await submit(element, 'Hamburg');
    await settle();
    act(() => element.querySelector<HTMLButtonElement>('.si-locator__reset')!.click());
    expect(first.showSearch).toHaveBeenCalledTimes(1);
    expect(first.reset).not.toHaveBeenCalled();
    expect(first.focusMarker).toHaveBeenCalledTimes(1);
  });

  it('with a map and no site geocoder, geocodes through the map; without either, says the place search needs the map', async () => {
    stubStoreSearch();
    const element = host(PRINTED());
    await mount(element);
    await submit(element, 'Berlin');
    await settle();
    expect(error(element)).toMatch(/^Die Ortssuche ist ohne die Karte nicht verfügbar/);
    const drawn = fakeMap();
    act(() => {
      withdraw = publishMap('2', drawn);
    });
    await submit(element, 'Hamburg');
    await settle();
    expect(drawn.geocode).toHaveBeenCalledWith('Hamburg');
    expect(names(element)).toEqual(['Hamburg']);
    expect(drawn.showSearch).toHaveBeenCalledTimes(1);
    act(() => element.querySelector<HTMLButtonElement>('.si-locator__reset')!.click());
    expect(drawn.reset).toHaveBeenCalledTimes(1);
    expect(names(element)).toEqual([]);
    expect(element.querySelector<HTMLInputElement>('input[name="address"]')!.value).toBe('');
  });
});

describe('address suggestions', () => {
  const SUGGESTIONS = [
    { id: 'p1', label: 'Berlin, Deutschland' },
    { id: 'p2', label: 'Bernau bei Berlin, Deutschland' },
    { id: 'p3', label: 'Bern, Schweiz' },
  ];
  const fakePlaces = () => ({
    suggest: vi.fn(async (query: string) => (query.length < 3 ? [] : SUGGESTIONS)),
    locate: vi.fn(async () => ({ lat: 52.68, lng: 13.59 })),
  });
  const input = (element: HTMLElement) => element.querySelector<HTMLInputElement>('input[name="address"]')!;
  const type = async (element: HTMLElement, text: string) => {
    input(element).value = text;
    await act(async () => {
      input(element).dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
  };
  const key = (element: HTMLElement, name: string) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    act(() => {
      input(element).dispatchEvent(event);
    });
    return event;
  };
  const listbox = (element: HTMLElement) => element.querySelector<HTMLElement>('[role="listbox"]');
  /** The printed form, mounted, with map 2 published offering `places` as its places search. */
  const mountedWithMap = async (places?: Parameters<typeof fakeMap>[0]) => {
    const element = host(PRINTED());
    await mount(element);
    act(() => {
      withdraw = publishMap('2', fakeMap(places));
    });
    return element;
  };

  it('is a plain field without a places search', async () => {
    const element = await mountedWithMap();
    expect(input(element).hasAttribute('role')).toBe(false);
    expect(listbox(element)).toBeNull();
  });

  it('offers suggestions from 3 characters as a combobox the keyboard drives, and searches from the chosen place', async () => {
    useGeocoder(cityGeocoder);
    const asked = stubStoreSearch();
    const places = fakePlaces();
    const element = await mountedWithMap(places);
    const field = input(element);
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    const list = listbox(element)!;
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(list.parentElement).toBe(element.querySelector('.si-locator__fields'));
    expect(list.hidden).toBe(true);

    await type(element, 'Be');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await type(element, 'Ber');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect([...list.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(
      SUGGESTIONS.map((item) => item.label),
    );
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);

    key(element, 'ArrowDown');
    key(element, 'ArrowDown');
    const active = field.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toBe('Bernau bei Berlin, Deutschland');
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    key(element, 'ArrowUp');
    key(element, 'ArrowUp');
    expect(document.getElementById(field.getAttribute('aria-activedescendant')!)?.textContent).toBe('Bern, Schweiz');
    key(element, 'ArrowDown');
    key(element, 'ArrowDown');

    const enter = key(element, 'Enter');
    expect(enter.defaultPrevented).toBe(true); // picking does not submit the form
    expect(field.value).toBe('Bernau bei Berlin, Deutschland');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);

    await submit(element);
    await settle();
    expect(places.locate).toHaveBeenCalledWith(SUGGESTIONS[1]);
    expect(asked[0]!.get('lat')).toBe('52.68');
    expect(status(element)).toContain('Bernau bei Berlin, Deutschland');
  });

  it('Escape closes the list, Enter then submits, and typing after a pick geocodes again', async () => {
    const geocode = vi.fn(cityGeocoder);
    useGeocoder(geocode);
    stubStoreSearch();
    const places = fakePlaces();
    const element = await mountedWithMap(places);
    await type(element, 'Ber');
    key(element, 'ArrowDown');
    const escape = key(element, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(input(element).getAttribute('aria-expanded')).toBe('false');
    expect(listbox(element)!.hidden).toBe(true);
    expect(key(element, 'Enter').defaultPrevented).toBe(false);

    await type(element, 'Ber');
    key(element, 'ArrowDown');
    key(element, 'Enter');
    await type(element, 'Berlin');
    await submit(element);
    await settle();
    expect(places.locate).not.toHaveBeenCalled();
    expect(geocode).toHaveBeenCalledWith('Berlin');
  });

  it('hides the list 200 ms after the field loses focus, and a click on an option picks it', async () => {
    const places = fakePlaces();
    const element = await mountedWithMap(places);
    await type(element, 'Ber');
    vi.useFakeTimers();
    act(() => {
      input(element).dispatchEvent(new FocusEvent('blur'));
    });
    act(() => vi.advanceTimersByTime(BLUR_HIDE_MS - 1));
    expect(input(element).getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(input(element).getAttribute('aria-expanded')).toBe('false');
    vi.useRealTimers();

    await type(element, 'Ber');
    act(() => listbox(element)!.querySelectorAll<HTMLElement>('[role="option"]')[2]!.click());
    expect(input(element).value).toBe('Bern, Schweiz');
    expect(listbox(element)!.hidden).toBe(true);
  });

  it('drops suggestions that answer after the shopper searched or typed on', async () => {
    useGeocoder(cityGeocoder);
    stubStoreSearch();
    const slow = deferred<typeof SUGGESTIONS>();
    const places = {
      ...fakePlaces(),
      suggest: vi.fn((query: string) => (query === 'Ber' ? slow.promise : Promise.resolve([SUGGESTIONS[2]!]))),
    };
    const element = await mountedWithMap(places);
    await type(element, 'Bern');
    expect([...listbox(element)!.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['Bern, Schweiz']);
    await type(element, 'Ber'); // its suggestions are still on their way when the shopper searches
    await submit(element);
    await act(async () => slow.resolve(SUGGESTIONS));
    await settle();
    expect(input(element).getAttribute('aria-expanded')).toBe('false');
    expect(listbox(element)!.hidden).toBe(true);
  });

  it('says so in a polite live region when suggestions fail, keeps the text, and the search still geocodes it', async () => {
    const geocode = vi.fn(cityGeocoder);
    useGeocoder(geocode);
    stubStoreSearch();
    const places = { ...fakePlaces(), suggest: vi.fn(async () => Promise.reject(new Error('quota'))) };
    const element = await mountedWithMap(places);
    await type(element, 'Berlin');
    const live = element.querySelector('.si-locator__suggestions-status')!;
    expect(live.getAttribute('role')).toBe('status');
    expect(live.textContent).toContain('nicht verfügbar');
    expect(input(element).value).toBe('Berlin');
    expect(input(element).getAttribute('aria-expanded')).toBe('false');
    await submit(element);
    await settle();
    expect(geocode).toHaveBeenCalledWith('Berlin');
  });

  it('announces the number of suggestions; Escape on a closed list empties the field', async () => {
    const places = fakePlaces();
    const element = await mountedWithMap(places);
    await type(element, 'Ber');
    expect(element.querySelector('.si-locator__suggestions-status')!.textContent).toBe('3 Ortsvorschläge. Mit den Pfeiltasten auswählen.');
    key(element, 'Escape');
    expect(input(element).value).toBe('Ber');
    expect(key(element, 'Escape').defaultPrevented).toBe(true);
    expect(input(element).value).toBe('');
    expect(element.querySelector('.si-locator__suggestions-status')!.textContent).toBe('');
  });

  it('gives the field back as printed when the map goes away', async () => {
    const element = host(PRINTED());
    const printed = input(element).outerHTML;
    await mount(element);
    act(() => {
      withdraw = publishMap('2', fakeMap(fakePlaces()));
    });
    await type(element, 'Ber');
    act(() => withdraw!());
    withdraw = undefined;
    input(element).value = '';
    expect(input(element).outerHTML).toBe(printed);
    expect(listbox(element)).toBeNull();
  });
});
