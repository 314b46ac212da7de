import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { compilePattern, matches } from './gate';
import island from './index';

type GateProps = { pattern: string; flagName: string; events: string };
const mount = (host: HTMLElement, props: GateProps) => mountedInAct(() => island.mount(host, props));
const stop = (unmounting: (() => void) | undefined) => unmounting && act(() => unmounting());

let unmount: (() => void) | undefined;
afterEach(() => {
  stop(unmount);
  unmount = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).demoFired;
  delete (window as unknown as Record<string, unknown>).heldRan;
});

describe('lazy-script gate', () => {
  it('matches held scripts by src, or by text when inline; a broken pattern matches nothing', () => {
    const chat = compilePattern('chat|badge');
    expect(matches({ src: 'https://x.test/chat.js', inline: '' }, chat)).toBe(true);
    expect(matches({ src: '', inline: 'loadBadge()' }, chat)).toBe(true);
    expect(matches({ src: 'https://x.test/other.js', inline: '' }, chat)).toBe(false);
    expect(compilePattern('(')).toBeNull();
    expect(matches({ src: 'a', inline: '' }, null)).toBe(false);
  });

  it('holds matching scripts until the flag turns true, then releases them in order, once', async () => {
    document.body.innerHTML =
      '<script type="text/si-lazy" id="c">window.chatInline = (window.chatInline || 0) + 1</script><script type="text/si-lazy" data-src="/other.js" id="b"></script>';
    unmount = await mount(document.createElement('div'), { pattern: 'chat', flagName: 'demoFired', events: '' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('script[type="text/si-lazy"]')).toHaveLength(2);
    expect((window as unknown as Record<string, unknown>).chatInline).toBeUndefined();
    (window as unknown as Record<string, unknown>).demoFired = true;
    (window as unknown as Record<string, unknown>).demoFired = true;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const released = document.getElementById('c') as HTMLScriptElement;
    expect(released.type).toBe('');
    expect(released.text).toContain('window.chatInline');
    expect(document.querySelectorAll('#c')).toHaveLength(1);
    expect((document.getElementById('b') as HTMLScriptElement).type).toBe('text/si-lazy');
    delete (window as unknown as Record<string, unknown>).chatInline;
    expect((window as unknown as Record<string, unknown>).demoFired).toBe(true);
  });

  it.each(['fetch', 'location', 'addEventListener'])(
    'refuses the flag name "%s", which the window already has, and keeps the scripts held',
    async (flagName) => {
      document.body.innerHTML = '<script type="text/si-lazy" id="held">window.heldRan = true</script>';
      const before = Object.getOwnPropertyDescriptor(window, flagName);
      const original = (window as unknown as Record<string, unknown>)[flagName];
      expect(() => island.mount(document.createElement('div'), { pattern: '.', flagName, events: 'keydown' })).toThrow(
        new RegExp(`data-flag-name="${flagName}"`),
      );
      expect(Object.getOwnPropertyDescriptor(window, flagName)).toEqual(before);
      expect((window as unknown as Record<string, unknown>)[flagName]).toBe(original);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect((document.getElementById('held') as HTMLScriptElement).type).toBe('text/si-lazy');
      expect((window as unknown as Record<string, unknown>).heldRan).toBeUndefined();
    },
  );

  it('accepts its own flag set by the site before it mounted, and a second gate on the same flag', async () => {
    (window as unknown as Record<string, unknown>).demoFired = true;
    document.body.innerHTML = '<script type="text/si-lazy" id="early">window.earlyRan = 1</script>';
    unmount = await mount(document.createElement('div'), { pattern: 'early', flagName: 'demoFired', events: '' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((document.getElementById('early') as HTMLScriptElement).type).toBe('');
    stop(unmount);
    document.body.innerHTML = '<script type="text/si-lazy" id="one">1</script><script type="text/si-lazy" id="two">2</script>';
    delete (window as unknown as Record<string, unknown>).demoFired;
    const first = await mount(document.createElement('div'), { pattern: 'one|1', flagName: 'demoFired', events: '' });
    unmount = await mount(document.createElement('div'), { pattern: '2', flagName: 'demoFired', events: '' });
    (window as unknown as Record<string, unknown>).demoFired = true;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(['one', 'two'].map((id) => (document.getElementById(id) as HTMLScriptElement).type)).toEqual(['', '']);
    stop(first);
    delete (window as unknown as Record<string, unknown>).earlyRan;
  });

  it('rejects an invalid pattern with a clear error', () => {
    expect(() => island.mount(document.createElement('div'), { pattern: '(', flagName: 'demoFired', events: '' })).toThrow(
      /not a valid regular expression/,
    );
  });

  it('releases on the visitor’s first interaction, and not after unmounting', async () => {
    document.body.innerHTML = '<script type="text/si-lazy" id="one">1</script>';
    const host = document.createElement('div');
    document.body.append(host);
    unmount = await mount(host, { pattern: '1', flagName: 'demoFired', events: 'keydown' });
    expect(host.hasAttribute('data-island-root')).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((document.getElementById('one') as HTMLScriptElement).type).toBe('');
    expect((window as unknown as Record<string, unknown>).demoFired).toBe(true);
    stop(unmount);
    unmount = undefined;
    expect(host.hasAttribute('data-island-root')).toBe(false);
  });
});
