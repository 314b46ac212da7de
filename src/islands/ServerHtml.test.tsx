// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerHtml } from './ServerHtml';
import { settle } from '../../test/fixtures/act';

describe('ServerHtml', () => {
  beforeAll(() => import('../ui/sanitize').then((module) => module.sanitizer()));

  it('inserts sanitised server HTML into an element React leaves alone across re-renders', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let rerender: (n: number) => void = () => undefined;
    function Panel() {
      const [count, setCount] = useState(0);
      rerender = setCount;
      return (
        <section>
          <p>{count}</p>
          <ServerHtml
            className="si-list"
            html={'<ul class="cart"><li>Kaffee</li></ul><script>window.hacked=1</script><img src=x onerror="window.hacked=1">'}
          />
        </section>
      );
    }
    act(() => root.render(<Panel />));
    await settle();
    const list = host.querySelector('.si-list')!;
    expect(list.querySelector('li')!.textContent).toBe('Kaffee');
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    // Something else (a delegated handler, a quantity island) changed the inserted nodes: a re-render keeps them.
    list.querySelector('li')!.setAttribute('data-touched', '');
    act(() => rerender(1));
    expect(host.querySelector('p')!.textContent).toBe('1');
    expect(list.querySelector('li')!.hasAttribute('data-touched')).toBe(true);
    act(() => root.unmount());
  });

  it('keeps only the islands it names, and replaces the nodes when the HTML changes', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    const inserted = vi.fn();
    const html = (n: number) => `<div class="quantity" data-island="quantity">${n}</div><div data-island="checkout">x</div>`;
    act(() => root.render(<ServerHtml html={html(1)} islands={['quantity']} onInserted={inserted} />));
    await settle();
    expect(host.querySelector('[data-island="quantity"]')!.textContent).toBe('1');
    expect(host.querySelectorAll('[data-island]')).toHaveLength(1);
    act(() => root.render(<ServerHtml html={html(2)} islands={['quantity']} onInserted={inserted} />));
    expect(host.querySelector('.quantity')!.textContent).toBe('2'); // the sanitiser is in: before paint
    expect(inserted).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
  });

  it('shows inline price HTML with the inline profile only', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<ServerHtml as="span" profile="inline" html={'<del>10 €</del> <a href="https://evil.example/">8 €</a>'} />));
    await settle();
    expect(host.querySelector('span')!.innerHTML).toBe('<del>10 €</del> 8 €');
    act(() => root.unmount());
  });
});
