import { describe, expect, it } from 'vitest';
import { median, scriptTime, selfTimeBy } from './measure';

describe('benchmark arithmetic', () => {
  it('charges each sample the time until the next one, by the kind of script on top of the stack', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: '' } },
        { id: 2, callFrame: { url: 'http://shop.test/dist/shop-islands.js' } },
        { id: 3, callFrame: { url: 'http://shop.test/dist/chunks/chunk-REACT.js' } },
        { id: 4, callFrame: { url: 'http://shop.test/dist/islands/rating-X.js' } },
        { id: 5, callFrame: { url: 'http://other.test/analytics.js' } },
      ],
      samples: [1, 2, 2, 3, 4, 5, 4],
      // the first delta is the time from the profile's start to the first sample
      timeDeltas: [9000, 1000, 2000, 3000, 4000, 5000, 6000],
    };
    const kindOf = (url: string) =>
      url.includes('shop-islands.js') ? 'loader' : url.includes('REACT') ? 'framework' : url.includes('/dist/') ? 'islands' : null;
    expect(scriptTime(profile, kindOf)).toEqual({ loader: 5, framework: 4, islands: 5, total: 14 });
  });

  it('reports kinds without samples as zero, and counts only the kinds it is given', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: 'https://maps.googleapis.com/maps/api/js' } },
        { id: 2, callFrame: { url: '' } },
      ],
      samples: [1, 2, 1],
      timeDeltas: [0, 1500, 500, 250],
    };
    expect(scriptTime(profile, () => null)).toEqual({ loader: 0, framework: 0, islands: 0, total: 0 });
    expect(selfTimeBy(profile, (url) => (url.startsWith('https://maps.googleapis.com/') ? 'standIn' : null))).toEqual({
      standIn: 1.75,
      total: 1.75,
    });
  });

  it('takes the middle value, and the rounded mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 2, 3])).toBe(3);
  });
});
