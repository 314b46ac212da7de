import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnmountSignal } from './useUnmountSignal';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

function render(node: React.ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(node));
  unmount = () => act(() => root.unmount());
  return (next: React.ReactNode) => act(() => root.render(next));
}

describe('useUnmountSignal', () => {
  it('gives the mounted component’s signal, aborted when it unmounts', () => {
    let signal!: () => AbortSignal;
    function Owner() {
      signal = useUnmountSignal();
      return null;
    }
    render(<Owner />);
    const mounted = signal();
    expect(mounted.aborted).toBe(false);
    expect(signal()).toBe(mounted);
    unmount!();
    unmount = undefined;
    expect(mounted.aborted).toBe(true);
  });
});
