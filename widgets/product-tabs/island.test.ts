import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productTabs } from './island';
import { hydrates, settled } from '../../test/fixtures/strategy';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';

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

  it("gives what single-product.js's start triggers through jQuery once the page's ready callbacks have run: `init` on the tabs, then a click on the tab it opens, which no native listener hears", async () => {
    const dropJQuery = useRealJQuery();
    const heard: string[] = [];
    const natively: string[] = [];
    const listening = new AbortController();
    document.addEventListener('click', (event) => natively.push((event.target as Element).getAttribute('href')!), {
      capture: true,
      signal: listening.signal,
    });
    try {
      const page = realJQuery(document);
      page.on('init.test', (event: unknown) => void heard.push(`init ${(event as { target: Element }).target.id}`));
      page.on('click.test', (event: unknown) => void heard.push(`click ${(event as { target: Element }).target.getAttribute('href')}`));
      const opened = async (url: string) => {
        heard.length = 0;
        history.replaceState(null, '', url);
        document.body.innerHTML = TABS;
        productTabs.onFound(document.getElementById('tabs')!);
        // jQuery's ready has passed in this document: the callback runs after the current task
        await new Promise((resolve) => setTimeout(resolve, 10));
        return [...heard];
      };
      expect(await opened('/product/x/')).toEqual(['init tabs', 'click #tab-description']);
      expect(await opened('/product/x/#reviews')).toEqual(['init tabs', 'click #tab-reviews']);
      expect(await opened('/product/x/?cpage=2')).toEqual(['init tabs', 'click #tab-reviews']);
      // this page's tabs have no additional information: nothing to click, as single-product.js finds none
      expect(await opened('/product/x/#tab-additional_information')).toEqual(['init tabs']);
      expect(natively).toEqual([]);
    } finally {
      listening.abort();
      realJQuery(document).off('.test');
      dropJQuery();
    }
  });

  it('triggers nothing without jQuery', async () => {
    const heard: string[] = [];
    const listening = new AbortController();
    document.addEventListener('init', () => heard.push('init'), { signal: listening.signal });
    document.addEventListener('click', () => heard.push('click'), { capture: true, signal: listening.signal });
    productTabs.onFound(document.getElementById('tabs')!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    listening.abort();
    expect(heard).toEqual([]);
  });
});
