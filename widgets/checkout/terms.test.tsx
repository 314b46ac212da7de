// @vitest-environment jsdom
// The terms go through the sanitiser, and DOMPurify needs jsdom (it keeps <script> under happy-dom).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TermsDialog } from './terms';
import { waitForPage } from '../../test/fixtures/act';

let root: Root | undefined;
/** Renders the dialog as the checkout does on a click on the terms link; closing it removes it. */
function openTerms(link: HTMLAnchorElement, form: HTMLFormElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const current = createRoot(container);
  root = current;
  act(() => current.render(createElement(TermsDialog, { link, form, onClose: () => current.render(null) })));
}

const TERMS_PAGE = `<!doctype html><html><head><title>AGB</title><script>window.__xss=1</script></head><body>
<header><form role="search" data-island="product-search"></form></header>
<main><article><h1>Allgemeine Geschäftsbedingungen</h1><div class="entry-content"><p>§ 1 Geltungsbereich</p>
<img src="x" onerror="window.__xss=2"><script>window.__xss=3</script><a href="javascript:alert(1)">mehr</a><div data-island="lazy-scripts" data-flag="fetch"></div>
<style>body{display:none}</style></div></article></main></body></html>`;

function setUp() {
  document.body.innerHTML =
    '<form class="checkout"><a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">AGB</a></form>';
  return { link: document.querySelector<HTMLAnchorElement>('a')!, form: document.querySelector<HTMLFormElement>('form')! };
}
const dialog = () => document.querySelector('dialog.si-terms-dialog');

// jsdom has <dialog> without its methods
beforeEach(() => {
  if (typeof HTMLDialogElement.prototype.close !== 'function') {
    Object.defineProperty(HTMLDialogElement.prototype, 'close', {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  }
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.querySelectorAll('dialog').forEach((element) => element.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});

describe('the terms dialog', () => {
  it('opens at once, in the click, with a loading note, then shows the sanitised content of the page', async () => {
    let answer: ((reply: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const open = vi.spyOn(window, 'open');
    const { link, form } = setUp();
    openTerms(link, form);
    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector('[aria-busy="true"]')!.textContent).toBe('Die Geschäftsbedingungen werden geladen …');
    answer!(new Response(TERMS_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await waitForPage(() => expect(dialog()!.textContent).toContain('§ 1 Geltungsbereich'));
    const body = dialog()!.querySelector('.si-terms__body')!;
    expect(dialog()!.querySelector('h2')!.textContent).toBe('Allgemeine Geschäftsbedingungen');
    expect(body.querySelector('h1, script, style, [onerror], [data-island], a[href], form')).toBeNull();
    expect(body.hasAttribute('aria-busy')).toBe(false);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it('a fetch that times out leaves a link to the terms page in the dialog, and opens no window', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).shopIslands = { requestTimeoutMs: 3000 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const open = vi.spyOn(window, 'open');
    const { link, form } = setUp();
    openTerms(link, form);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitForPage(() => expect(dialog()!.querySelector('[role="alert"]')).not.toBeNull());
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Die Geschäftsbedingungen konnten hier nicht geladen werden.');
    const fallback = dialog()!.querySelector<HTMLAnchorElement>('.si-terms__body a')!;
    expect(fallback.href).toBe(new URL('/terms/', location.href).href);
    expect([fallback.target, fallback.rel]).toEqual(['_blank', 'noopener']);
    expect(open).not.toHaveBeenCalled();
  });

  it('an HTTP 500 does the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Fehler</h1>', { status: 500 })),
    );
    const { link, form } = setUp();
    openTerms(link, form);
    await waitForPage(() => expect(dialog()!.querySelector('.si-terms__body a')).not.toBeNull());
    expect(dialog()!.textContent).not.toContain('Fehler</h1>');
  });

  it('closing the dialog gives up the fetch', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) => ((signal = init?.signal ?? undefined), new Promise<Response>(() => undefined)),
      ),
    );
    const { link, form } = setUp();
    openTerms(link, form);
    act(() => dialog()!.querySelector<HTMLButtonElement>('.si-dialog__close')!.click());
    await waitForPage(() => expect(signal!.aborted).toBe(true));
    expect(dialog()).toBeNull();
  });

  it('the inline terms block is shown sanitised, without a fetch', async () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const { link, form } = setUp();
    const inline = document.createElement('div');
    inline.className = 'woocommerce-terms-and-conditions';
    inline.innerHTML = '<p>Inline AGB</p><img src="x" data-x="1">';
    inline.querySelector('img')!.setAttribute('onerror', 'window.__xss=4');
    form.append(inline);
    openTerms(link, form);
    await waitForPage(() => expect(dialog()!.textContent).toContain('Inline AGB'));
    expect(dialog()!.querySelector('[onerror]')).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a link to another site is never fetched: the dialog offers to open it, instead of loading forever', () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const { link, form } = setUp();
    link.href = 'https://elsewhere.example/agb/';
    openTerms(link, form);
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBeTruthy();
    expect(dialog()!.querySelector('.si-terms__body a')?.getAttribute('href')).toBe('https://elsewhere.example/agb/');
    expect(dialog()!.querySelector('[aria-busy]')).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
