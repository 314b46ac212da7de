// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { DEFUSED, HOSTILE_HTML, inspectHostile } from '../../test/fixtures/hostile-html';
import { act } from 'react';
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import island from './index';

const mount = (host: HTMLElement, props: { productId: number }) => mountedInAct(() => island.mount(host, props));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  delete (window as unknown as { __xss?: string }).__xss;
  resetConfig();
});

describe('review notes (product_review_info)', () => {
  it('go through the sanitiser: the notes show, nothing hostile runs or stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(`<div class="review-info">${HOSTILE_HTML}</div>`, { headers: { 'Content-Type': 'text/html' } })),
    );
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    Element.prototype.scrollIntoView = vi.fn();
    document.body.innerHTML = `<div class="woocommerce-tabs" id="tabs"><ul class="tabs"><li><a href="#tab-description">Beschreibung</a></li><li class="reviews_tab"><a href="#tab-reviews">Bewertungen</a></li></ul>
<div id="tab-description">Text</div><div id="tab-reviews"><div data-review-info></div></div></div>`;
    history.replaceState(null, '', '/product/x/#reviews');
    const unmount = await mount(document.getElementById('tabs')!, { productId: 12 });
    const notes = document.querySelector('[data-review-info]')!;
    await waitForPage(() => expect(notes.hasAttribute('aria-busy')).toBe(false));
    expect(inspectHostile(notes)).toEqual(DEFUSED);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
    act(() => unmount());
  });

  it('say that they could not be loaded when the reply is empty (German Market always answers with its notes)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { headers: { 'Content-Type': 'text/html' } })),
    );
    document.body.innerHTML = `<div class="woocommerce-tabs" id="tabs"><ul class="tabs"><li class="reviews_tab"><a href="#tab-reviews">Bewertungen</a></li></ul>
<div id="tab-reviews"><div data-review-info></div></div></div>`;
    const unmount = await mount(document.getElementById('tabs')!, { productId: 12 });
    const notes = document.querySelector('[data-review-info]')!;
    act(() => document.querySelector<HTMLElement>('.reviews_tab a')!.click());
    await waitForPage(() => expect(notes.textContent).toBe('Hinweise zu den Bewertungen konnten nicht geladen werden.'));
    expect(notes.hasAttribute('aria-busy')).toBe(false);
    act(() => unmount());
  });
});
