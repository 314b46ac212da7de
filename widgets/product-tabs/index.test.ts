import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import island from './index';
import { REVIEW_SCROLL_DELAY_MS } from './links';

const mount = (host: HTMLElement, props: { productId: number }) => mountedInAct(() => island.mount(host, props));
const hashChange = () => act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const TABS = `<div class="woocommerce-tabs" id="tabs">
<ul class="tabs wc-tabs"><li class="description_tab active"><a href="#tab-description">Beschreibung</a></li><li class="reviews_tab"><a href="#tab-reviews">Bewertungen</a></li></ul>
<div id="tab-description">Text</div><div id="tab-reviews"><div id="comment-7">Gut</div></div></div>`;

let unmount: (() => void) | void;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = TABS;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  const done = unmount;
  unmount = undefined;
  if (done) act(() => done());
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

/** WooCommerce's third tab, between the description and the reviews. */
function addAdditionalInformationTab() {
  document
    .querySelector('.description_tab')!
    .insertAdjacentHTML(
      'afterend',
      '<li class="additional_information_tab"><a href="#tab-additional_information">Zusätzliche Informationen</a></li>',
    );
  document.getElementById('tab-description')!.insertAdjacentHTML('afterend', '<div id="tab-additional_information">Gewicht</div>');
}

const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('review deep links', () => {
  it('a malformed review hash (#comment-%E0) on arrival is ignored without an error', async () => {
    history.replaceState(null, '', '/product/x/#comment-%E0');
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    await advance(REVIEW_SCROLL_DELAY_MS * 2);
    expect(selected()).toBe('Beschreibung');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('a malformed hash after arrival is ignored; a good one still opens and scrolls to the comment', async () => {
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    history.replaceState(null, '', '/product/x/#comment-%E0%A4');
    hashChange();
    await advance(REVIEW_SCROLL_DELAY_MS * 2);
    expect(selected()).toBe('Beschreibung');
    history.replaceState(null, '', '/product/x/#comment-7');
    hashChange();
    await advance(REVIEW_SCROLL_DELAY_MS);
    expect(selected()).toBe('Bewertungen');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('comment-7'));
  });

  it('a tab link with a malformed hash is skipped, the others still work', async () => {
    document.querySelector('.description_tab a')!.setAttribute('href', '#tab-%E0');
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Bewertungen']);
  });
});

const key = (key: string) =>
  act(
    () =>
      void (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
  );
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];

describe('tabs (WAI-ARIA pattern from one state)', () => {
  it('one tab selected and focusable, its panel shown; arrows, Home and End move, clicks choose; unmount gives the printed markup back', async () => {
    const host = document.getElementById('tabs')!;
    const printed = host.innerHTML;
    unmount = await mount(host, { productId: 0 });
    expect(document.querySelector('ul.tabs')!.getAttribute('role')).toBe('tablist');
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
    ]);
    expect(document.getElementById('tab-reviews')!.hidden).toBe(true);
    expect(document.getElementById('tab-reviews')!.getAttribute('aria-labelledby')).toBe(tabs()[1]!.id);
    tabs()[0]!.focus();
    key('ArrowRight');
    expect(selected()).toBe('Bewertungen');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(document.getElementById('tab-description')!.hidden).toBe(true);
    key('Home');
    expect(selected()).toBe('Beschreibung');
    key('End');
    expect(selected()).toBe('Bewertungen');
    act(() => tabs()[0]!.click());
    expect(selected()).toBe('Beschreibung');
    expect(document.querySelector('.description_tab')!.classList.contains('active')).toBe(true);
    const done = unmount;
    unmount = undefined;
    act(() => done());
    expect(host.innerHTML).toBe(printed);
  });

  it("a theme's jQuery-triggered click on a tab link (which reaches no native listener) shows that tab, as single-product.js's delegated handler does", async () => {
    const removeJQuery = useRealJQuery();
    try {
      unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
      act(() => void realJQuery('.reviews_tab a').trigger('click'));
      expect(selected()).toBe('Bewertungen');
      expect(document.getElementById('tab-reviews')!.hidden).toBe(false);
      expect(location.hash).toBe('');
    } finally {
      removeJQuery();
    }
  });

  it("arrival at a panel's address (#tab-additional_information) opens that tab, as single-product.js does", async () => {
    addAdditionalInformationTab();
    history.replaceState(null, '', '/#tab-additional_information');
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    expect(selected()).toBe('Zusätzliche Informationen');
    expect(document.getElementById('tab-description')!.hidden).toBe(true);
    expect(document.querySelector('.additional_information_tab')!.classList.contains('active')).toBe(true);
  });

  it('right to left (dir="rtl"), the left arrow goes to the next tab', async () => {
    document.documentElement.dir = 'rtl';
    addAdditionalInformationTab();
    try {
      unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
      tabs()[0]!.focus();
      key('ArrowLeft');
      expect(selected()).toBe('Zusätzliche Informationen');
      key('ArrowRight');
      key('ArrowRight');
      expect(selected()).toBe('Bewertungen');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('a review link elsewhere on the page opens the reviews and scrolls to them after 500 ms', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<a href="#reviews" class="woocommerce-review-link">2 Bewertungen</a>');
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    act(() => document.querySelector<HTMLElement>('.woocommerce-review-link')!.click());
    expect(selected()).toBe('Bewertungen');
    await advance(REVIEW_SCROLL_DELAY_MS - 1);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    await advance(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('tabs'));
  });

  it('a review link pressed before the island mounted (the hash is already set) opens the reviews once it mounts', async () => {
    history.replaceState(null, '', '/product/x/#reviews');
    unmount = await mount(document.getElementById('tabs')!, { productId: 0 });
    expect(selected()).toBe('Bewertungen');
    await advance(REVIEW_SCROLL_DELAY_MS);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
