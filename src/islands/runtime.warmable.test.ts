/** The runtime names what is worth warming: islands waiting for intent whose hosts are in view. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interaction, visible } from './hydrate';
import { createIslandRuntime } from './runtime';
import type { IslandDefinition } from './types';
import { box } from '../../test/fixtures/layout';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('runtime.warmable', () => {
  const island = (name: string, hydrate: IslandDefinition['hydrate'], early?: string): IslandDefinition => ({
    name,
    hydrate,
    load: () => new Promise<unknown>(() => undefined),
    ...(early ? { early } : {}),
  });

  it('names islands waiting for intent whose hosts are in view (and their early modules), once each; not those below the fold, nor other strategies', async () => {
    document.body.innerHTML = `<a id="one" data-island="tap"></a><a id="two" data-island="tap"></a>
      <a id="far" data-island="below"></a><div id="soon" data-island="visible-one"></div><a id="asked" data-island="below" data-hydrate="load"></a>`;
    box(document.getElementById('one')!, 10);
    box(document.getElementById('two')!, 60);
    box(document.getElementById('far')!, window.innerHeight + 500);
    box(document.getElementById('soon')!, 10);
    const runtime = createIslandRuntime([
      island('tap', interaction(), 'tap-early'),
      island('below', interaction()),
      island('visible-one', visible),
    ]);
    runtime.start();
    await Promise.resolve();
    expect(runtime.warmable()).toEqual(['tap', 'tap-early']);
    runtime.stop();
  });

  it('an island already woken by intent is loading its code itself: not named', async () => {
    document.body.innerHTML = '<a id="one" data-island="tap"></a>';
    const host = document.getElementById('one')!;
    box(host, 10);
    const runtime = createIslandRuntime([island('tap', interaction())]);
    runtime.start();
    host.dispatchEvent(new Event('pointerover'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.warmable()).toEqual([]);
    runtime.stop();
  });
});
