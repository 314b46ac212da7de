// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkUrl } from '../src/islands/chunks';
import { HOST_SELECTOR } from '../src/islands/runtime';
import { islandSpecs } from '.';

describe('island list', () => {
  it('lists every widget folder with an index.tsx, under the folder name, once, in name order', () => {
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join('widgets', entry.name, 'index.tsx')))
      .map((entry) => entry.name)
      .sort();
    expect(islandSpecs.map((spec) => spec.name)).toEqual(folders);
  });

  it('keeps src/ free of imports from widgets/ (only the loader reads the list)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.tsx?$/.test(entry.name) &&
          path !== join('src', 'loader.ts') &&
          /from '(\.\.\/)+widgets/.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path);
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });

  it('documents every island with a README naming its host attribute', async () => {
    for (const spec of islandSpecs) {
      const readme = readFileSync(join('widgets', spec.name, 'README.md'), 'utf8');
      expect(readme).toContain(`data-island="${spec.name}"`);
    }
    expect(HOST_SELECTOR).toBe('[data-island]');
  });

  it('has no chunk map outside a build, and says so clearly', () => {
    expect(() => chunkUrl('store-notice', 0, 'https://shop.example/wp-content/plugins/x/dist/shop-islands.js')).toThrow(
      'no chunk was built for island "store-notice"',
    );
  });
});
