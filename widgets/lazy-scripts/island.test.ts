import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrates, settled } from '../../test/fixtures/strategy';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).demoFired;
});

describe('lazy-script spec (loader)', () => {
  const fresh = async () => {
    vi.resetModules();
    return (await import('./island')).lazyScripts;
  };
  const host = (attributes: Record<string, string> = {}) => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
  const win = window as unknown as Record<string, unknown>;

  it('loads nothing until the visitor acts; the act sets the flag for the gate', async () => {
    const spec = await fresh();
    const waiting = hydrates(spec, host({ 'data-flag-name': 'demoFired', 'data-events': 'keydown' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(waiting)).toBe(false);
    expect(win.demoFired).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(await settled(waiting)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(window, 'demoFired')).toMatchObject({ value: true, writable: true });
  });

  it('loads once the site sets the flag, at once when it was set before, and for every gate on that flag', async () => {
    const spec = await fresh();
    const first = hydrates(spec, host({ 'data-flag-name': 'demoFired', 'data-events': '' }));
    const second = hydrates(spec, host({ 'data-flag-name': 'demoFired', 'data-events': '' }));
    expect(await settled(first)).toBe(false);
    win.demoFired = true;
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    expect(await settled(hydrates(spec, host({ 'data-flag-name': 'demoFired' })))).toBe(true);
  });

  it('leaves a name the window already has alone and loads at once, so the island can refuse it', async () => {
    const spec = await fresh();
    const before = Object.getOwnPropertyDescriptor(window, 'fetch');
    expect(await settled(hydrates(spec, host({ 'data-flag-name': 'fetch' })))).toBe(true);
    expect(Object.getOwnPropertyDescriptor(window, 'fetch')).toEqual(before);
  });
});
