import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from './dialog';

afterEach(() => {
  document.body.innerHTML = '';
});

function content() {
  const box = document.createElement('div');
  box.innerHTML = '<h2 id="t" tabindex="-1">Titel</h2><button id="a">A</button><a id="b" href="/b/">B</a>';
  return box;
}

describe('dialog', () => {
  it('is a labelled modal, focuses the chosen element and gives focus back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    const dialog = openDialog(content(), { labelledBy: 't', initialFocus: (body) => body.querySelector('h2'), onClose });
    expect(dialog.element.getAttribute('aria-labelledby')).toBe('t');
    expect(dialog.element.open).toBe(true);
    expect(document.activeElement?.id).toBe('t');
    expect(document.documentElement.classList.contains('si-dialog-open')).toBe(true);
    dialog.close();
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains('si-dialog-open')).toBe(false);
  });

  it('closes on Escape and wraps Tab at both ends', () => {
    const dialog = openDialog(content(), { label: 'Test' });
    const close = dialog.element.querySelector<HTMLButtonElement>('.si-dialog__close')!;
    const last = dialog.element.querySelector<HTMLElement>('#b')!;
    last.focus();
    dialog.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(close);
    dialog.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(last);
    dialog.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('without content to focus, focuses its close button', () => {
    const dialog = openDialog(document.createTextNode('Nur Text'), { label: 'Test' });
    expect(document.activeElement).toBe(dialog.element.querySelector('.si-dialog__close'));
    dialog.element.querySelector<HTMLButtonElement>('.si-dialog__close')!.click();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
