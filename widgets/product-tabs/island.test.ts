import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productTabs } from './island';
import { hydrates, settled } from '../../test/fixtures/strategy';

const TABS = `<div class="woocommerce-tabs" id="tabs">
<ul class="tabs wc-tabs"><li class="description_tab active"><a href="#tab-description">Beschreibung</a></li><li class="reviews_tab"><a href="#tab-reviews">Bewertungen</a></li></ul>
<div id="tab-description">Text</div><div id="tab-reviews"><div id="comment-7">Gut</div></div></div>`;

beforeEach(() => {
  document.body.innerHTML = TABS;
});
afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('loader spec (no island code)', () => {
  it('hydrates at once on a review deep link, on intent otherwise', async () => {
    const host = document.getElementById('tabs')!;
    productTabs.onFound(host);
    expect(host.hasAttribute('data-hydrate')).toBe(false);
    history.replaceState(null, '', '/product/x/?cpage=2');
    productTabs.onFound(host);
    expect(host.getAttribute('data-hydrate')).toBe('load');
    expect(await settled(hydrates(productTabs, host))).toBe(true);
    host.removeAttribute('data-hydrate');
    const onIntent = hydrates(productTabs, host);
    expect(await settled(onIntent)).toBe(false);
    host.dispatchEvent(new Event('focusin'));
    expect(await settled(onIntent)).toBe(true);
    // a review link elsewhere on the page
    const onHashchange = hydrates(productTabs, host);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await settled(onHashchange)).toBe(true);
    expect(document.querySelector('.reviews_tab a')!.matches(productTabs.holdUntilMounted)).toBe(true);
  });
});
