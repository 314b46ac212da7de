/** One page load in headless chromium, measured: JavaScript bytes by kind, ajax requests, time to interactive islands, long tasks. */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { islandsSettled } from '../test/e2e/settle';

export interface PageMetrics {
  js: { loader: Bytes; framework: Bytes; islands: Bytes; total: Bytes };
  requests: number;
  interactiveMs: number;
  longestTaskMs: number;
  totalBlockingMs: number;
}
export interface Bytes {
  raw: number;
  gzip: number;
}

const zero = (): Bytes => ({ raw: 0, gzip: 0 });
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/** Runs in the page before anything else: long tasks and the moment the last host settled. */
function instrument() {
  const w = window as unknown as { __bench: { longTasks: number[]; settledAt: number } };
  w.__bench = { longTasks: [], settledAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const state = (mutation.target as Element).getAttribute('data-island-state');
      if (state === 'mounted' || state === 'error') w.__bench.settledAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
}

export interface MeasureOptions {
  url: string;
  frameworkChunk: string;
  cpuThrottling: number;
  prepare?: (context: BrowserContext) => Promise<void>;
}

export async function measurePage(browser: Browser, options: MeasureOptions): Promise<PageMetrics> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  await options.prepare?.(context);
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });

  const js = { loader: zero(), framework: zero(), islands: zero(), total: zero() };
  const pending: Array<Promise<void>> = [];
  let requests = 0;
  page.on('request', (request) => {
    if (/admin-ajax\.php|[?&]wc-ajax=|\/wp-json\//.test(request.url())) requests++;
  });
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/wp-content/plugins/shop-islands/dist/') || !url.split('?')[0]!.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        const size = { raw: body.length, gzip: gzipSync(body).length };
        const kind = url.includes('/shop-islands.js') ? 'loader' : url.includes(options.frameworkChunk) ? 'framework' : 'islands';
        js[kind] = add(js[kind], size);
        js.total = add(js.total, size);
      }, () => undefined), // a response the page navigated away from has no body to read
    );
  });

  await page.goto(options.url, { waitUntil: 'load' });
  await islandsSettled(page, 5000);
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const bench = await page.evaluate(() => {
    const w = window as unknown as { __bench: { longTasks: number[]; settledAt: number } };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...w.__bench, domReady: navigation?.domContentLoadedEventEnd ?? 0 };
  });
  await context.close();
  return {
    js,
    requests,
    interactiveMs: Math.round(Math.max(bench.settledAt, bench.domReady)),
    longestTaskMs: Math.round(Math.max(0, ...bench.longTasks)),
    totalBlockingMs: Math.round(bench.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
