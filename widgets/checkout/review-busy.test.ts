import { describe, expect, it } from 'vitest';
import { reviewBusy } from './review-busy';

describe('the order review’s busy state', () => {
  const state = (area: Element) => [area.classList.contains('processing'), area.getAttribute('aria-busy')];

  it('stays while any request holds it, whichever ends first; ending twice counts once', () => {
    const area = document.createElement('div');
    const refresh = reviewBusy(area);
    const remove = reviewBusy(area);
    expect(state(area)).toEqual([true, 'true']);
    refresh();
    refresh();
    expect(state(area)).toEqual([true, 'true']);
    remove();
    expect(state(area)).toEqual([false, null]);
    const next = reviewBusy(area);
    expect(state(area)).toEqual([true, 'true']);
    next();
    expect(state(area)).toEqual([false, null]);
  });

  it('without a review area, nothing to mark', () => {
    expect(() => reviewBusy(null)()).not.toThrow();
  });
});
