import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_SCROLL_DELAY_MS } from './links';
import { mount } from './index';

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
  unmount?.();
  unmount = undefined;
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('review deep links', () => {
  it('a malformed review hash (#comment-%E0) on arrival is ignored without an error', async () => {
    history.replaceState(null, '', '/product/x/#comment-%E0');
    expect(() => (unmount = mount(document.getElementById('tabs')!, { productId: 0 }))).not.toThrow();
    await vi.advanceTimersByTimeAsync(REVIEW_SCROLL_DELAY_MS * 2);
    expect(selected()).toBe('Beschreibung');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('a malformed hash after arrival is ignored; a good one still opens and scrolls to the comment', async () => {
    unmount = mount(document.getElementById('tabs')!, { productId: 0 });
    history.replaceState(null, '', '/product/x/#comment-%E0%A4');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.advanceTimersByTimeAsync(REVIEW_SCROLL_DELAY_MS * 2);
    expect(selected()).toBe('Beschreibung');
    history.replaceState(null, '', '/product/x/#comment-7');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.advanceTimersByTimeAsync(REVIEW_SCROLL_DELAY_MS);
    expect(selected()).toBe('Bewertungen');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('comment-7'));
  });

  it('a tab link with a malformed hash is skipped, the others still work', () => {
    document.querySelector('.description_tab a')!.setAttribute('href', '#tab-%E0');
    unmount = mount(document.getElementById('tabs')!, { productId: 0 });
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Bewertungen']);
  });
});
