import { act, useState } from 'react';
import { mountedInAct } from '../../test/fixtures/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { load } from './hydrate';
import { defineIsland, makeSlot, ROOT_ATTRIBUTE, useHost } from './island';
import { prop } from './props';
import { createIslandRuntime, islandModuleOf } from './runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

const counterProps = { start: prop.number({ default: 0 }), label: prop.string({ required: true }) };

function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('defineIsland', () => {
  it('renders the component with typed props from a React root on the host, and gives the printed markup back on unmount', async () => {
    const island = defineIsland({ name: 'counter' }, { props: counterProps, component: Counter });
    document.body.innerHTML = '<div id="h" class="printed" data-island="counter"><a href="/fallback">Server</a></div>';
    const host = document.getElementById('h')!;
    let unmount: () => void = () => undefined;
    unmount = await mountedInAct(() => island.mount(host, { start: 2, label: 'Zähler' }));
    expect(host.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
    expect(Object.keys(host).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    act(() => host.querySelector('button')!.click());
    expect(host.textContent).toBe('Zähler 3');
    host.classList.add('changed-by-island');
    act(() => unmount());
    expect(host.outerHTML).toBe('<div id="h" class="printed" data-island="counter"><a href="/fallback">Server</a></div>');
  });

  it('renders into a slot inside the host when the printed markup must stay put, and removes the slot again', async () => {
    const seen: HTMLElement[] = [];
    function Beside() {
      seen.push(useHost());
      return <span className="added">+</span>;
    }
    const island = defineIsland(
      { name: 'beside' },
      {
        props: {},
        component: Beside,
        slot: (host) => makeSlot(host, 'si-slot', (slot) => host.querySelector('input')!.after(slot), 'span'),
      },
    );
    document.body.innerHTML = '<p id="h" data-island="beside"><input name="q" value="typed"></p>';
    const host = document.getElementById('h')!;
    const input = host.querySelector('input')!;
    let unmount: () => void = () => undefined;
    unmount = await mountedInAct(() => island.mount(host, {}));
    expect(host.querySelector('input')).toBe(input); // the server's own element, untouched
    expect(input.nextElementSibling!.className).toBe('si-slot');
    expect(input.nextElementSibling!.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
    expect(host.hasAttribute(ROOT_ATTRIBUTE)).toBe(false);
    expect(seen[0]).toBe(host);
    act(() => unmount());
    expect(host.querySelector('.si-slot')).toBeNull();
  });

  it('refuses a slot outside the host and a host that fails its checks, without rendering', async () => {
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    const outside = defineIsland({ name: 'outside' }, { props: {}, component: () => <b>x</b>, slot: () => elsewhere });
    const host = document.createElement('div');
    document.body.append(host);
    expect(() => outside.mount(host, {})).toThrow('its slot is not inside the host');
    const checked = defineIsland(
      { name: 'checked' },
      {
        props: {},
        component: () => <b>x</b>,
        prepare: () => {
          throw new Error('holds no input');
        },
      },
    );
    expect(() => checked.mount(host, {})).toThrow('holds no input');
    expect(elsewhere.innerHTML + host.innerHTML).toBe('');
  });
});

describe('islandModuleOf', () => {
  it('takes the default export, checks its name and refuses a chunk without an island', async () => {
    const island = defineIsland({ name: 'counter' }, { props: counterProps, component: Counter });
    expect(islandModuleOf('counter', { default: island })).toBe(island);
    expect(() => islandModuleOf('rating', { default: island })).toThrow('the chunk for "rating" holds the island "counter"');
    expect(() => islandModuleOf('rating', { something: 1 })).toThrow('the chunk for "rating" exports no island as its default');
  });

  it('lets the runtime mount a defineIsland chunk from its default export', async () => {
    const island = defineIsland({ name: 'counter' }, { props: counterProps, component: Counter });
    document.body.innerHTML = '<div data-island="counter" data-label="Stück" data-start="4"></div>';
    const runtime = createIslandRuntime([{ name: 'counter', hydrate: load, load: vi.fn(async () => ({ default: island })) }], {
      logger: { error: vi.fn() },
    });
    // as on a page: the runtime's mount resolves only once React has rendered on its own schedule, outside act()
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      runtime.start();
      await runtime.idle();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(document.querySelector('[data-island="counter"]')!.getAttribute('data-island-state')).toBe('mounted');
    expect(document.querySelector('[data-island="counter"]')!.textContent).toBe('Stück 4');
    act(() => runtime.stop());
  });
});
