/**
 * One visit in headless chromium, measured: JavaScript bytes by kind before the first interaction and
 * after it, time spent in it, ajax requests, time to interactive islands, long tasks; and, when asked,
 * the same page loaded again in the same context (warm HTTP cache) with what our JavaScript cost on the wire.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { islandsSettled } from '../test/e2e/support/settle';

export interface PageMetrics {
  /** JavaScript fetched before the first interaction (load, islands settled, 500 ms). */
  js: JsBytes;
  /** Main-thread milliseconds spent in our scripts during load (sampled CPU profile, self time). */
  scriptMs: ScriptTime;
  requests: number;
  interactiveMs: number;
  longestTaskMs: number;
  totalBlockingMs: number;
  /** Framework code ran before the first interaction: its chunk was fetched or had profile samples. */
  frameworkRan: boolean;
  /** JavaScript fetched after the first interaction (until islands settled + 500 ms); absent without one. */
  afterInteraction?: JsBytes;
  /** The page loaded again in the same context: what our JavaScript cost on the wire. */
  warm?: Transfers;
}
export interface JsBytes {
  loader: Bytes;
  framework: Bytes;
  islands: Bytes;
  total: Bytes;
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

/** What a page's requests for our JavaScript cost on the wire, from the DevTools protocol's Network events. */
export interface Transfers {
  /** Bytes received for them (Network.loadingFinished encodedDataLength: headers and body as sent). */
  bytes: number;
  /** Requests answered by the server with the file (200). */
  fetched: number;
  /** Requests the server answered 304: the cached copy was still current. */
  revalidated: number;
  /** Requests served from the HTTP cache without asking the server. */
  cached: number;
}

export interface NetworkEvent {
  method: string;
  params: Record<string, unknown>;
}

/**
 * Sorts the requests whose URL `ours` accepts by how they were answered: from the memory or disk
 * cache (requestServedFromCache, or a response marked fromDiskCache/fromMemoryCache), revalidated
 * (304), or fetched; bytes are those loadingFinished reports, cache hits count none.
 */
export function transfersFrom(events: NetworkEvent[], ours: (url: string) => boolean): Transfers {
  const requests = new Map<string, { url?: string; status?: number; fromCache: boolean; bytes: number }>();
  const of = (id: unknown) => {
    const key = String(id);
    let request = requests.get(key);
    if (!request) requests.set(key, (request = { fromCache: false, bytes: 0 }));
    return request;
  };
  for (const { method, params } of events) {
    if (method === 'Network.requestWillBeSent') {
      const request = of(params.requestId);
      request.url ??= (params.request as { url: string }).url;
    } else if (method === 'Network.requestServedFromCache') of(params.requestId).fromCache = true;
    else if (method === 'Network.responseReceived') {
      const response = params.response as { url: string; status: number; fromDiskCache?: boolean; fromMemoryCache?: boolean };
      const request = of(params.requestId);
      request.url = response.url;
      request.status = response.status;
      if (response.fromDiskCache || response.fromMemoryCache) request.fromCache = true;
    } else if (method === 'Network.loadingFinished') of(params.requestId).bytes = Number(params.encodedDataLength ?? 0);
  }
  const transfers: Transfers = { bytes: 0, fetched: 0, revalidated: 0, cached: 0 };
  for (const request of requests.values()) {
    if (!request.url || !ours(request.url) || request.status === undefined) continue;
    if (request.fromCache) transfers.cached++;
    else {
      transfers.bytes += request.bytes;
      if (request.status === 304) transfers.revalidated++;
      else transfers.fetched++;
    }
  }
  return transfers;
}

/** A row against its target: the measured gzip bytes as a share of the reference, and whether it is within `limit` (0.5: 50 %). */
export function judge(gzipBytes: number, referenceKb: number, limit: number): { ratio: number; targetKb: number; met: boolean } {
  const kb = gzipBytes / 1024;
  const targetKb = Math.round(referenceKb * limit * 10) / 10;
  return { ratio: kb / referenceKb, targetKb, met: kb <= referenceKb * limit };
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
  /** Before the visit, in its fresh context (cold HTTP cache): cookies, a cart. */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The shopper's first interaction, once the page has settled; JavaScript fetched after it is counted apart. */
  interact?: (page: Page) => Promise<void>;
  /** When given, after the visit: called (cookies for the next visit), then the page is loaded again in the same context. */
  revisit?: (context: BrowserContext) => Promise<void>;
}

/**
 * Requests to other hosts fail, as without a network (maps, video: the demo's pages name only https
 * ones). Blocked by URL pattern: Playwright's routing would disable the HTTP cache the warm visit needs.
 */
const BLOCKED = ['https://*'];
const NETWORK_EVENTS = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.loadingFinished',
];

/** Load, islands settled, then 500 ms for what they start; what "before the first interaction" means here. */
async function settle(page: Page) {
  await islandsSettled(page, 5000);
  await page.waitForTimeout(500);
}

export async function measurePage(browser: Browser, options: MeasureOptions): Promise<PageMetrics> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await options.prepare?.(context);
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
  const events: NetworkEvent[] = [];
  let recording = false;
  for (const method of NETWORK_EVENTS)
    cdp.on(method as 'Network.responseReceived', (params) => {
      if (recording) events.push({ method, params: params as unknown as Record<string, unknown> });
    });

  await startProfile(cdp);

  const ours = (url: string) => url.includes('/wp-content/plugins/shop-islands/dist/') && url.split('?')[0]!.endsWith('.js');
  const kindOf = (url: string): Kind | null =>
    !ours(url)
      ? null
      : // the consent core is the loader's first import: one script, two files
        url.includes('/shop-islands.js') || /\/consent-core-[A-Z0-9]{8}\.js/.test(url)
        ? 'loader'
        : url.includes(options.frameworkChunk)
          ? 'framework'
          : 'islands';
  const before: JsBytes = { loader: zero(), framework: zero(), islands: zero(), total: zero() };
  const after: JsBytes = { loader: zero(), framework: zero(), islands: zero(), total: zero() };
  let phase: JsBytes | null = before;
  const phaseOf = new WeakMap<Request, JsBytes>();
  const pending: Array<Promise<void>> = [];
  let requests = 0;
  page.on('request', (request) => {
    if (phase) phaseOf.set(request, phase);
    if (phase === before && /admin-ajax\.php|[?&]wc-ajax=|\/wp-json\//.test(request.url())) requests++;
  });
  page.on('response', (response) => {
    const kind = kindOf(response.url());
    const js = phaseOf.get(response.request());
    if (!kind || !js) return;
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
  await settle(page);
  await Promise.all(pending);
  const profile = await stopProfile(cdp);
  const bench = await page.evaluate(() => {
    const w = window as unknown as { __bench: { longTasks: number[]; settledAt: number } };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...w.__bench, domReady: navigation?.domContentLoadedEventEnd ?? 0 };
  });
  const scriptMs = roundEach(scriptTime(profile, kindOf));

  let afterInteraction: JsBytes | undefined;
  if (options.interact) {
    phase = after;
    const url = page.url();
    try {
      await options.interact(page);
      await settle(page);
      await Promise.all(pending);
      if (page.url() !== url) console.warn(`[bench] the interaction on ${url} navigated to ${page.url()}`);
      afterInteraction = after;
    } catch (error) {
      // the row shows no after-interaction figure rather than the whole bench failing
      console.warn(`[bench] the first interaction on ${url} failed:`, error instanceof Error ? error.message.split('\n')[0] : error);
    }
  }
  phase = null;

  let warm: Transfers | undefined;
  if (options.revisit) {
    await options.revisit(context);
    recording = true;
    await page.goto(options.url, { waitUntil: 'load' });
    await settle(page);
    recording = false;
    warm = transfersFrom(events, ours);
  }
  await context.close();
  return {
    js: before,
    scriptMs,
    requests,
    interactiveMs: Math.round(Math.max(bench.settledAt, bench.domReady)),
    longestTaskMs: Math.round(Math.max(0, ...bench.longTasks)),
    totalBlockingMs: Math.round(bench.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
    frameworkRan: before.framework.raw > 0 || scriptMs.framework > 0,
    ...(afterInteraction && { afterInteraction }),
    ...(warm && { warm }),
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
