import { afterEach, describe, expect, it, vi } from 'vitest';
import { aspectRatioOf, fixUpEmbed, whenEmbedReady } from './embed';

afterEach(() => vi.useRealTimers());

describe('embeds under consent', () => {
  it('reads proportions from width and height', () => {
    expect(aspectRatioOf('560', '315')).toBe('560 / 315');
    expect(aspectRatioOf('100%', '315')).toBeNull();
    expect(aspectRatioOf(null, '1')).toBeNull();
  });

  it('fixes up an embed: lazy loading, proportions, lazy-plugin src', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('width', '640');
    frame.setAttribute('height', '360');
    frame.setAttribute('data-lazy-src', 'https://video.example/embed/1');
    frame.className = 'lazyload';
    fixUpEmbed(frame);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.style.aspectRatio).toBe('640 / 360');
    expect(frame.getAttribute('src')).toBe('https://video.example/embed/1');
    expect(frame.classList.contains('lazyload')).toBe(false);
  });

  it('checks every 500 ms until the embed exists, at most 100 times', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    const found = whenEmbedReady(host, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(500 * 10);
    const frame = document.createElement('iframe');
    frame.setAttribute('src', 'https://video.example/embed/2');
    host.append(frame);
    await vi.advanceTimersByTimeAsync(500);
    expect(await found).toBe(true);
    expect(frame.hasAttribute('data-si-embed-ready')).toBe(true);

    const never = whenEmbedReady(document.createElement('div'), new AbortController().signal);
    await vi.advanceTimersByTimeAsync(500 * 99);
    expect(await never).toBe(false);
  });

  it('ignores an embed that is still blocked', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    host.innerHTML = '<iframe src="about:blank" data-src-cmplz="https://video.example/x"></iframe>';
    const result = whenEmbedReady(host, new AbortController().signal, 3, 500);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toBe(false);
  });
});
