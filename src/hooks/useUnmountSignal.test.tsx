import { afterEach, describe, expect, it } from 'vitest';
import { renderInAct, unmountRendered } from '../../test/fixtures/render';
import { useUnmountSignal } from './useUnmountSignal';

afterEach(unmountRendered);

describe('useUnmountSignal', () => {
  it('gives the mounted component’s signal, aborted when it unmounts', () => {
    let signal!: () => AbortSignal;
    function Owner() {
      signal = useUnmountSignal();
      return null;
    }
    const { unmount } = renderInAct(<Owner />);
    const mounted = signal();
    expect(mounted.aborted).toBe(false);
    expect(signal()).toBe(mounted);
    unmount();
    expect(mounted.aborted).toBe(true);
  });
});
