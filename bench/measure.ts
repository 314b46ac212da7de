/** One page load in headless chromium, measured: JavaScript bytes by kind, time spent in it, ajax requests, time to interactive islands, long tasks. */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { islandsSettled } from '../test/e2e/settle';

export interface PageMetrics {
  js: { loader: Bytes; framework: Bytes; islands: Bytes; total: Bytes };
  /** Main-thread milliseconds spent in our scripts during load (sampled CPU profile, self time). */
  scriptMs: ScriptTime;
  requests: number;
  interactiveMs: number;
  longestTaskMs: number;
  totalBlockingMs: number;
}
export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScriptTime {
  loader: number;
  framework: number;
  islands: number;
  total: number;
}

type Kind = 'loader' | 'framework' | 'islands';

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { url: string } }>;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time in milliseconds per kind of script, for the kinds `kindOf` names (null: not counted).
 * Work a script forces (a layout read, a DOM insert) is charged to it; the browser's own parsing,
 * style and layout between tasks is not.
 */
export function selfTimeBy<K extends string>(
  profile: CpuProfile,
  kindOf: (url: string) => K | null,
): Partial<Record<K, number>> & { total: number } {
  const kindById = new Map(profile.nodes.map((node) => [node.id, kindOf(node.callFrame.url)]));
  const byKind = new Map<K, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const kind = kindById.get(id);
    if (!kind) return;
    // a sample stands for the time until the next one
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
    total += ms;
  });
  return { ...(Object.fromEntries(byKind) as Partial<Record<K, number>>), total };
}

export const scriptTime = (profile: CpuProfile, kindOf: (url: string) => Kind | null): ScriptTime => ({
  loader: 0,
  framework: 0,
  islands: 0,
  ...selfTimeBy(profile, kindOf),
});

/** Starts a sampled CPU profile (a sample every 250 µs); stop it with `stopProfile`. */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

export const stopProfile = async (cdp: CDPSession): Promise<CpuProfile> =>
  ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;

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
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  await options.prepare?.(context);
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });

  await startProfile(cdp);

  const ours = (url: string) => url.includes('/wp-content/plugins/shop-islands/dist/') && url.split('?')[0]!.endsWith('.js');
  const kindOf = (url: string): Kind | null =>
    !ours(url) ? null : url.includes('/shop-islands.js') ? 'loader' : url.includes(options.frameworkChunk) ? 'framework' : 'islands';
  const js = { loader: zero(), framework: zero(), islands: zero(), total: zero() };
  const pending: Array<Promise<void>> = [];
  let requests = 0;
  page.on('request', (request) => {
    if (/admin-ajax\.php|[?&]wc-ajax=|\/wp-json\//.test(request.url())) requests++;
  });
  page.on('response', (response) => {
    const kind = kindOf(response.url());
    if (!kind) return;
    pending.push(
      response.body().then(
        (body) => {
          const size = { raw: body.length, gzip: gzipSync(body).length };
          js[kind] = add(js[kind], size);
          js.total = add(js.total, size);
        },
        () => undefined,
      ), // a response the page navigated away from has no body to read
    );
  });

  await page.goto(options.url, { waitUntil: 'load' });
  await islandsSettled(page, 5000);
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const profile = await stopProfile(cdp);
  const bench = await page.evaluate(() => {
    const w = window as unknown as { __bench: { longTasks: number[]; settledAt: number } };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...w.__bench, domReady: navigation?.domContentLoadedEventEnd ?? 0 };
  });
  await context.close();
  return {
    js,
    scriptMs: roundEach(scriptTime(profile, kindOf)),
    requests,
    interactiveMs: Math.round(Math.max(bench.settledAt, bench.domReady)),
    longestTaskMs: Math.round(Math.max(0, ...bench.longTasks)),
    totalBlockingMs: Math.round(bench.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}

const roundEach = (time: ScriptTime): ScriptTime => ({
  loader: Math.round(time.loader),
  framework: Math.round(time.framework),
  islands: Math.round(time.islands),
  total: Math.round(time.total),
});

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
