import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAct, unmountRendered } from '../../test/fixtures/render';
import { useDomEvent } from './useDomEvent';

afterEach(unmountRendered);

describe('useDomEvent', () => {
  it('calls the latest handler without adding the listener again, and removes it on unmount', () => {
    const target = document.createElement('button');
    const adds = vi.spyOn(target, 'addEventListener');
    const seen: string[] = [];
    function Listener({ label }: { label: string }) {
      useDomEvent(target, 'click', () => seen.push(label));
      return null;
    }
    const { rerender, unmount } = renderInAct(<Listener label="first" />);
    target.click();
    rerender(<Listener label="second" />);
    target.click();
    expect(seen).toEqual(['first', 'second']);
    expect(adds).toHaveBeenCalledTimes(1);
    unmount();
    target.click();
    expect(seen).toEqual(['first', 'second']);
  });

  it('a null target listens to nothing; the listener moves when the target changes', () => {
    const [one, two] = [document.createElement('div'), document.createElement('div')];
    const seen: string[] = [];
    let setTarget!: (target: HTMLElement | null) => void;
    function Listener() {
      const [target, set] = useState<HTMLElement | null>(null);
      setTarget = set;
      useDomEvent(target, 'focus', () => seen.push(target === one ? 'one' : 'two'));
      return null;
    }
    renderInAct(<Listener />);
    act(() => setTarget(one));
    one.dispatchEvent(new Event('focus'));
    act(() => setTarget(two));
    one.dispatchEvent(new Event('focus'));
    two.dispatchEvent(new Event('focus'));
    act(() => setTarget(null));
    two.dispatchEvent(new Event('focus'));
    expect(seen).toEqual(['one', 'two']);
  });

  it('listens in the capture phase when asked', () => {
    document.body.innerHTML = '<div id="outer"><span id="inner"></span></div>';
    const outer = document.getElementById('outer')!;
    const order: string[] = [];
    document.getElementById('inner')!.addEventListener('click', () => order.push('inner'));
    function Listener() {
      useDomEvent(outer, 'click', () => order.push('outer'), { capture: true });
      return null;
    }
    renderInAct(<Listener />);
    document.getElementById('inner')!.click();
    expect(order).toEqual(['outer', 'inner']);
  });
});
