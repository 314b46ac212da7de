// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';

describe('catalogues', () => {
  it('German has every English key, and no empty message', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const message of [...Object.values(de), ...Object.values(en)]) expect(message.trim()).not.toBe('');
  });
});
