// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAreaId } from './useConsentArea';

describe('consent area ids from the host', () => {
  it('a positive post id and a block id of letters, digits, - and _', () => {
    expect(isAreaId(12, 'a1b2-c3_d4')).toBe(true);
  });

  it.each([
    [0, 'abc'],
    [-1, 'abc'],
    [1.5, 'abc'],
    [undefined, 'abc'],
    [1, ''],
    [1, undefined],
    [1, '..'],
    [1, '../../wp/v2/users/me'],
    [1, 'a?b=c'],
    [1, 'a%2Fb'],
    [1, 'x'.repeat(65)],
  ])('refuses %s / %s', (postId, blockId) => {
    expect(isAreaId(postId, blockId)).toBe(false);
  });
});
