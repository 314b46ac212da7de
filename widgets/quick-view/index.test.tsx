// @vitest-environment jsdom
// jsdom: the sanitiser (DOMPurify) needs it. jsdom has no HTMLDialogElement.showModal, so this also
// covers ModalDialog's fallback (the `open` attribute) in a browser without it.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct, settle } from '../../test/fixtures/act';
import { TransportError } from '../../src/wp/errors';

const adminAjax = vi.fn<(action: string, fields: Record<string, unknown>, options: { signal?: AbortSignal }) => Promise<string>>();
vi.mock('../../src/wp/ajax', () => ({ adminAjax: (...args: Parameters<typeof adminAjax>) => adminAjax(...args) }));

const island = (await import('./index')).default;

const PRODUCT =
  '<div class="product"><h1 class="product-title">Espresso Nordlicht</h1><p>Kräftig.</p><form class="cart"><button>In den Warenkorb</button></form></div>';

let unmounts: Array<() => void> = [];

function link(id: number) {
  const host = document.createElement('a');
  host.href = `/product/${id}/`;
  host.className = 'quick-view';
  host.dataset.island = 'quick-view';
  host.textContent = 'Schnellansicht';
  document.body.append(host);
  return host;
}

async function mount(id: number) {
  const host = link(id);
  unmounts.push(await mountedInAct(() => island.mount(host, { prod: id })));
  return host;
}

/** Lets the fetch, the sanitiser's import and React's updates run. */

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.si-quick-view-dialog');
const toastText = () => document.querySelector('.si-toast--error')?.textContent ?? '';

beforeEach(() => {
  adminAjax.mockReset();
});

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  unmounts = [];
  document.body.innerHTML = '';
});

describe('quick view island', () => {
  // first in the file: the shop's first quick view, before any other test has loaded the sanitiser
  it('the product is in the dialog as it opens: no frame of an empty dialog that then grows and moves', async () => {
    // a browser's showModal, recording what the dialog holds at that moment (jsdom has none)
    const heldAtOpen: string[] = [];
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      heldAtOpen.push(this.querySelector('.si-quick-view')?.textContent ?? '');
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true });
    try {
      adminAjax.mockResolvedValue(PRODUCT);
      const host = await mount(12);
      act(() => host.click());
      await vi.waitFor(async () => {
        await settle(5);
        expect(dialog()).not.toBeNull();
      });
      expect(heldAtOpen).toEqual([expect.stringContaining('Espresso Nordlicht')]);
    } finally {
      delete (HTMLDialogElement.prototype as { showModal?: unknown }).showModal;
    }
  });

  it('a click shows the loading state, then the product in a dialog named and focused by its title', async () => {
    let answer!: (html: string) => void;
    adminAjax.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const host = await mount(12);
    expect(host.getAttribute('role')).toBe('button');
    expect(host.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => host.click());
    expect(adminAjax).toHaveBeenCalledWith(
      'flatsome_quickview',
      { product: 12 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(host.getAttribute('aria-busy')).toBe('true');
    expect(host.classList.contains('loading')).toBe(true);
    answer(PRODUCT);
    // the first use imports the sanitiser
    await vi.waitFor(async () => {
      await settle(5);
      expect(dialog()).not.toBeNull();
    });
    const element = dialog()!;
    expect(element.hasAttribute('open')).toBe(true);
    const title = element.querySelector('.product-title')!;
    expect(element.getAttribute('aria-labelledby')).toBe(title.id);
    expect(document.activeElement).toBe(title);
    expect(host.getAttribute('aria-busy')).toBeNull();
    act(() => element.querySelector<HTMLButtonElement>('.si-dialog__close')!.click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(host);
  });

  const failures: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'HTTP 500',
      () => Promise.reject(new TransportError('http', 'HTTP 500', { url: 'x', status: 500 })),
      /Schnellansicht konnte nicht geladen/,
    ],
    ['0', () => Promise.reject(new TransportError('protocol', '0', { url: 'x', code: 'zero' })), /Schnellansicht konnte nicht geladen/],
    [
      '-1',
      () => Promise.reject(new TransportError('protocol', '-1', { url: 'x', code: 'minus-one' })),
      /Schnellansicht konnte nicht geladen/,
    ],
    ['an empty reply', () => Promise.resolve('  '), /Schnellansicht konnte nicht geladen/],
    ['a reply that is no HTML', () => Promise.resolve('{"success":false}'), /Schnellansicht konnte nicht geladen/],
    ['a timeout', () => Promise.reject(new TransportError('timeout', 'timeout', { url: 'x' })), /dauert|zu lange|Zeit/],
    ['offline', () => Promise.reject(new TransportError('network', 'offline', { url: 'x', code: 'offline' })), /offline/],
  ];
  for (const [name, reply, message] of failures)
    it(`${name}: says so, opens no dialog and leaves the link as it was`, async () => {
      adminAjax.mockImplementation(reply);
      const host = await mount(12);
      act(() => host.click());
      await settle(5);
      expect(toastText()).toMatch(message);
      expect(dialog()).toBeNull();
      expect(host.getAttribute('aria-busy')).toBeNull();
      expect(host.classList.contains('loading')).toBe(false);
      expect(host.hasAttribute('aria-label')).toBe(false);
      // and the next click tries again
      adminAjax.mockResolvedValue(PRODUCT);
      act(() => host.click());
      await settle(5);
      expect(dialog()).not.toBeNull();
    });

  it('hostile HTML in the reply is defused; only the summary islands stay hosts', async () => {
    adminAjax.mockResolvedValue(
      '<div><h1>Nordlicht</h1><img src="x" onerror="window.__hit=1"><script>window.__hit=2</script><a href="javascript:alert(1)">x</a>' +
        '<div data-island="checkout"></div><div class="quantity" data-island="quantity"></div></div>',
    );
    const host = await mount(12);
    act(() => host.click());
    await settle(5);
    const body = dialog()!.querySelector('.si-quick-view')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(body.querySelector('[data-island="checkout"]')).toBeNull();
    expect(body.querySelector('[data-island="quantity"]')).not.toBeNull();
    expect((window as { __hit?: number }).__hit).toBeUndefined();
  });

  it('latest wins: a second product asked for while the first loads is the one that opens', async () => {
    const answers: Record<number, (html: string) => void> = {};
    adminAjax.mockImplementation(
      (_action, fields, { signal }) =>
        new Promise((resolve, reject) => {
          answers[fields.product as number] = resolve;
          signal?.addEventListener('abort', () => reject(new TransportError('aborted', 'aborted', { url: 'x' })));
        }),
    );
    const first = await mount(1);
    const second = await mount(2);
    act(() => first.click());
    act(() => second.click());
    answers[2]!('<div><h1>Zweites Produkt</h1></div>');
    answers[1]!('<div><h1>Erstes Produkt</h1></div>');
    await settle(5);
    expect(document.querySelectorAll('dialog.si-quick-view-dialog')).toHaveLength(1);
    expect(dialog()!.textContent).toContain('Zweites Produkt');
    expect(first.getAttribute('aria-busy')).toBeNull();
    expect(toastText()).toBe('');
  });

  it('a modified click follows the link', async () => {
    adminAjax.mockResolvedValue(PRODUCT);
    const host = await mount(12);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let prevented: boolean | undefined;
    // jsdom cannot navigate: note what the island did, then stop the browser's part
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    act(() => {
      host.dispatchEvent(click);
    });
    expect(prevented).toBe(false);
    expect(adminAjax).not.toHaveBeenCalled();
  });
});
