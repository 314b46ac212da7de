import { afterEach, describe, expect, it } from 'vitest';
import { renderInAct, unmountRendered } from '../../test/fixtures/render';
import { trigger } from '../wp/events';
import { useFieldEvent, useWpEvent } from './useWpEvent';

afterEach(unmountRendered);

describe('useWpEvent', () => {
  it('hears the bridge’s event with its arguments, through the latest handler, until unmount', () => {
    const seen: unknown[] = [];
    function Listener({ label }: { label: string }) {
      useWpEvent('update_checkout', (...args) => seen.push([label, ...args]));
      return null;
    }
    const { rerender, unmount } = renderInAct(<Listener label="first" />);
    trigger('update_checkout', [{ update_shipping_method: false }]);
    rerender(<Listener label="second" />);
    trigger('update_checkout');
    unmount();
    trigger('update_checkout');
    expect(seen).toEqual([['first', { update_shipping_method: false }], ['second']]);
  });
});

describe('useFieldEvent', () => {
  it('hands over the element the event came from, under the target only', () => {
    document.body.innerHTML = '<form><input name="a"></form><input name="outside">';
    const form = document.querySelector('form')!;
    const seen: string[] = [];
    function Listener() {
      useFieldEvent(form, 'change', (origin) => seen.push((origin as HTMLInputElement).name));
      return null;
    }
    renderInAct(<Listener />);
    for (const field of document.querySelectorAll('input')) field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['a']);
  });
});
