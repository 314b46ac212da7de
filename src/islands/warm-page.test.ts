import { afterEach, describe, expect, it } from 'vitest';
import { warm } from './warm-page';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('warm (the build’s map)', () => {
  it('preloads every file of each name, resolved against the warm module, each once', () => {
    warm(
      ['a', 'b', 'missing'],
      false,
      { a: ['./a-1.js', '../chunks/c-1.js'], b: ['./b-1.js', '../chunks/c-1.js'] },
      'https://shop.example/dist/islands/warm-X.js',
    );
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.example/dist/islands/a-1.js',
      'https://shop.example/dist/chunks/c-1.js',
      'https://shop.example/dist/islands/b-1.js',
    ]);
  });

  it('what a tap waits for is fetched at high priority, what is warmed at idle at low', () => {
    const files = { a: ['./a-1.js'], b: ['./b-1.js'] };
    warm(['a'], true, files, 'https://shop.example/dist/islands/warm-X.js');
    warm(['b'], false, files, 'https://shop.example/dist/islands/warm-X.js');
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('fetchpriority'))).toEqual([
      'high',
      'low',
    ]);
  });
});
