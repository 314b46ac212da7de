// happy-dom implements HTMLDialogElement.showModal (open, `cancel`/`close` events), so no polyfill is needed here.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, lockScroll } from './ModalDialog';

let root: Root | undefined;
let host: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

function Harness({ onClose, title, labelledBy }: { onClose?: () => void; title?: string; labelledBy?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="opener" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      {open && (
        <Dialog
          title={title}
          labelledBy={labelledBy}
          className="test-dialog"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <h2 id="heading">Titel</h2>
          <button id="first">Erster</button>
          <a id="last" href="/b/">
            Letzter
          </a>
        </Dialog>
      )}
    </>
  );
}

function render(props: Parameters<typeof Harness>[0] = { title: 'Produktbilder' }) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Harness {...props} />));
  const opener = document.getElementById('opener')!;
  opener.focus();
  act(() => opener.click());
  return { opener, dialog: () => document.querySelector<HTMLDialogElement>('dialog.test-dialog') };
}

describe('Dialog', () => {
  it('opens modally in a portal on the body, labelled by its heading, focus on the first control', () => {
    const { dialog } = render({ labelledBy: 'heading' });
    const element = dialog()!;
    expect(element.open).toBe(true);
    expect(element.parentElement).toBe(document.body);
    expect(host.contains(element)).toBe(false);
    expect(element.getAttribute('aria-labelledby')).toBe('heading');
    expect(document.activeElement?.id).toBe('first');
  });

  it('without a heading of its content, names itself with a heading of its own', () => {
    const { dialog } = render({ title: 'Produktbilder' });
    const id = dialog()!.getAttribute('aria-labelledby')!;
    expect(document.getElementById(id)?.textContent).toBe('Produktbilder');
    expect(dialog()!.contains(document.getElementById(id))).toBe(true);
  });

  it('the close button closes it and focus returns to the opener', () => {
    const onClose = vi.fn();
    const { dialog, opener } = render({ title: 'T', onClose });
    act(() => dialog()!.querySelector<HTMLButtonElement>('.si-dialog__close')!.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it (the cancel event too, with its default prevented)', () => {
    const { dialog, opener } = render();
    act(() => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    render();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog()!.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('a click on the backdrop closes it, a click on its content does not', () => {
    const { dialog } = render();
    const element = dialog()!;
    element.getBoundingClientRect = () => ({ left: 100, right: 500, top: 100, bottom: 400, width: 400, height: 300 }) as DOMRect;
    act(() => {
      element.querySelector('h2')!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 }));
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 200, clientY: 200 }));
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 }));
    });
    expect(dialog()).toBeNull();
  });

  it('wraps Tab at both ends', () => {
    const { dialog } = render();
    const element = dialog()!;
    const close = element.querySelector<HTMLButtonElement>('.si-dialog__close')!;
    document.getElementById('last')!.focus();
    act(() => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(close);
    act(() => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    });
    expect(document.activeElement?.id).toBe('last');
  });

  it('locks the page scroll while open and makes up the scrollbar width with padding', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
    document.body.style.paddingRight = '5px';
    try {
      const { dialog } = render();
      expect(document.documentElement.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('20px');
      act(() => dialog()!.querySelector<HTMLButtonElement>('.si-dialog__close')!.click());
      expect(document.documentElement.style.overflow).toBe('');
      expect(document.body.style.paddingRight).toBe('5px');
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });

  it('scroll locks nest: the page scrolls again only when the last dialog is gone', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
