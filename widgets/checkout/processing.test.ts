import { describe, expect, it } from 'vitest';
import { holdProcessing } from './processing';

describe('a checkout part’s busy state', () => {
  const state = (area: Element) => [area.classList.contains('processing'), area.getAttribute('aria-busy')];

  it('stays while any request holds it, whichever ends first; ending twice counts once', () => {
    const area = document.createElement('div');
    const refresh = holdProcessing(area);
    const remove = holdProcessing(area);
    expect(state(area)).toEqual([true, 'true']);
    refresh();
    refresh();
    expect(state(area)).toEqual([true, 'true']);
    remove();
    expect(state(area)).toEqual([false, null]);
    const next = holdProcessing(area);
    expect(state(area)).toEqual([true, 'true']);
    next();
    expect(state(area)).toEqual([false, null]);
  });

  it('without a review area, nothing to mark', () => {
    expect(() => holdProcessing(null)()).not.toThrow();
  });
});
