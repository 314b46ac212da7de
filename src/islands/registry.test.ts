// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkUrl } from './chunks';
import { islandSpecs } from './registry';
import { HOST_SELECTOR } from './runtime';

describe('island registry', () => {
  it('registers every widget folder with an index.tsx, under the folder name, once', () => {
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join('widgets', entry.name, 'index.tsx')))
      .map((entry) => entry.name)
      .sort();
    const names = islandSpecs.map((spec) => spec.name);
    expect([...names].sort()).toEqual(folders);
    expect(new Set(names).size).toBe(names.length);
  });

  it('documents every island with a README naming its host attribute', async () => {
    const { readFileSync } = await import('node:fs');
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
