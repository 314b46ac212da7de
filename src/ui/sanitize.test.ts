import { describe, expect, it } from 'vitest';
import { inlineHtml, pageHtml } from './sanitize';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('inline price HTML', () => {
  it('keeps WooCommerce price markup', () => {
    const price = '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>19,90&nbsp;€</bdi></span></del> <ins><span class="amount">14,90 €</span></ins>';
    expect(html(inlineHtml(price))).toBe(price.replace('&nbsp;', '&nbsp;'));
  });

  it('drops scripts, handlers, links and images but keeps harmless text', () => {
    const out = html(inlineHtml('<span onclick="x()" style="color:red">9 €</span><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:x()">mehr</a><svg><script>1</script></svg>'));
    expect(out).toBe('<span>9 €</span>mehr');
  });
});

describe('page HTML', () => {
  it('keeps forms and images, removes what could run', () => {
    const out = html(
      pageHtml(
        '<form class="cart" action="/p/"><input name="quantity" value="1" onfocus="x()"><button formaction="javascript:alert(1)">Kaufen</button></form><img src="/a.jpg" onerror="x()"><a href=" jAvA\tscript:alert(1)">x</a><a href="/ok/">ok</a><script>x()</script><iframe src="/"></iframe>',
      ),
    );
    expect(out).toBe('<form class="cart" action="/p/"><input name="quantity" value="1"><button>Kaufen</button></form><img src="/a.jpg"><a>x</a><a href="/ok/">ok</a>');
  });
});
