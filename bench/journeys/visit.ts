/**
 * One measured journey: a first visit (fresh browser context, empty HTTP cache) under Lighthouse's
 * mobile profile through the DevTools protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU
 * slowdown, a 390×844 touch screen, a phone's Chrome user agent), the page loaded and settled, then
 * the tap, and what followed until the result was shown and the network was quiet.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sinceTap } from './clock';
import { fingerTap } from './finger';
import type { BenchSite, Journey } from './journeys';
import { accountNetwork, journeyEnd, OpenRequests, type JourneyNetwork, type NetworkEvent } from './network';
import { RECORD_KEY, recorder, type Recorded } from './recorder';
import type { Metric, Stack } from './targets';

/** Lighthouse's mobile profile (its "slow 4G" and "Moto G Power" settings). */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

export type RunMetrics = Record<Metric, number | null>;

export interface Run {
  metrics: RunMetrics;
  network: JourneyNetwork;
  /** what went wrong, where the journey did not end with its result */
  error?: string;
}

/** The question answered before (functional only), in Complianz's cookies: the banner does not cover the page. */
export const decidedConsent = (policyId: string) => [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: policyId },
  { name: 'cmplz_functional', value: 'allow' },
  { name: 'cmplz_preferences', value: 'deny' },
  { name: 'cmplz_statistics', value: 'deny' },
  { name: 'cmplz_marketing', value: 'deny' },
];

const STACK_COOKIES: Record<Stack, Array<{ name: string; value: string }>> = {
  // the test site's switch: this visitor's requests run without the plugin
  woocommerce: [{ name: 'shop_islands_off', value: '1' }],
  react: [],
  // the bench's mu-plugin: the plugin's lite build for this visitor
  lite: [{ name: 'bench_build', value: 'lite' }],
};

const NETWORK_EVENTS = [
  'Network.requestWillBeSent',
  'Network.responseReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
] as const;
const RESULT_TIMEOUT_MS = 30_000;
/** After the result, how long the network must have been quiet before the journey ends. */
const QUIET_MS = 1000;

async function throttle(context: BrowserContext, page: Page, events: NetworkEvent[]) {
  const cdp = await context.newCDPSession(page);
  // form posts' bodies in requestWillBeSent: a posted add to cart is found by its add-to-cart field
  await cdp.send('Network.enable', { maxPostDataSize: 65_536 });
  // nothing leaves the machine (the test site names no other host; a theme font or embed would wait forever)
  await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  for (const method of NETWORK_EVENTS)
    cdp.on(method, (params) => events.push({ method, params: params as unknown as Record<string, unknown>, at: Date.now() }));
  return cdp;
}

/** Starts a DevTools trace; the function it gives ends it and resolves to the trace's events. */
async function startTrace(cdp: Awaited<ReturnType<typeof throttle>>): Promise<() => Promise<unknown[]>> {
  const collected: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => collected.push(...value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel'],
    },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return collected;
  };
}

/**
 * The recorder as the page's first script. As source text: tsx compiles with esbuild's keepNames, whose
 * `__name` helper the page does not have (a stand-in is defined first).
 */
const recorderScript = (conditions: Parameters<typeof recorder>[0]) =>
  `(() => { const __name = (target) => target; (${recorder.toString()})(${JSON.stringify(conditions)}); })();`;

/** The page's record (`brief`: without its lists of shifts, tasks and frames). */
async function readRecord(page: Page, brief = false): Promise<Recorded | null> {
  try {
    return await page.evaluate(
      (light) => (window as unknown as { __benchRecord?: (brief: boolean) => Recorded }).__benchRecord?.(light) ?? null,
      brief,
    );
  } catch {
    // between two documents of the journey
    return null;
  }
}

/** Polls the page's record until `done` holds or the time is up; the last record read. */
async function until(page: Page, done: (record: Recorded) => boolean, timeoutMs: number): Promise<Recorded | null> {
  const end = Date.now() + timeoutMs;
  let last: Recorded | null = null;
  while (Date.now() < end) {
    last = (await readRecord(page, true)) ?? last;
    if (last && done(last)) return last;
    await page.waitForTimeout(100).catch(() => undefined);
  }
  return last;
}

/** Waits until no request has been in flight for `QUIET_MS` (at most 15 s). */
async function networkQuiet(events: NetworkEvent[]) {
  const end = Date.now() + 15_000;
  let seen = events.length;
  let quietSince = Date.now();
  while (Date.now() < end) {
    await new Promise((done) => setTimeout(done, 100));
    if (events.length !== seen) {
      seen = events.length;
      quietSince = Date.now();
    }
    const open = new OpenRequests();
    for (const event of events) open.note(event);
    // a long poll or a request that never ends: after three times the quiet time without an event, it is quiet enough
    if (Date.now() - quietSince >= QUIET_MS && (open.size === 0 || Date.now() - quietSince >= 3 * QUIET_MS)) return;
  }
}

/** Waits until no island is still loading (at most 15 s). */
async function islandsSettled(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[data-island-state="loading"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/** Waits for what the page loads before a shopper would tap: the load event, islands settled, half a second. */
async function settle(page: Page) {
  await islandsSettled(page);
  await page.waitForTimeout(500);
}

export interface VisitOptions {
  browser: Browser;
  site: BenchSite;
  journey: Journey;
  stack: Stack;
  /** Complianz's policy id, for the decided consent cookies */
  policyId: string;
  run: number;
}

export async function measureJourney({ browser, site, journey, stack, policyId, run }: VisitOptions): Promise<Run> {
  // a file of this run for a closer look (BENCH_DEBUG, BENCH_PROFILE, BENCH_TRACE): bench/.runs/journey-<id>-<stack>-<n><suffix>
  const writeRunFile = (suffix: string, text: string) => {
    mkdirSync('bench/.runs', { recursive: true });
    writeFileSync(`bench/.runs/journey-${journey.id}-${stack}-${run + 1}${suffix}`, text);
  };
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PROFILE.userAgent,
    locale: 'de-DE',
  });
  const events: NetworkEvent[] = [];
  let error: string | undefined;
  let record: Recorded | null = null;
  try {
    const cookies = [...STACK_COOKIES[stack], ...(journey.consent === 'open' ? [] : decidedConsent(policyId))];
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site.url })));
    if (journey.withCart) {
      const added = await context.request.get(`${site.url}/?add-to-cart=${site.products.simple}`);
      if (!added.ok()) throw new Error(`the cart's item: HTTP ${added.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript({
      content: recorderScript({ feedback: journey.feedback(site), result: journey.result(site), key: RECORD_KEY }),
    });
    const cdp = await throttle(context, page, events);
    await page.goto(site.url + journey.path(site), { waitUntil: 'load', timeout: 90_000 });
    await settle(page);
    if (journey.prepare) {
      await journey.prepare(page, run);
      // a shopper filling a form takes seconds: what their intent started loading has come by the tap
      await islandsSettled(page);
    }
    const target = page.locator(journey.tap(site)).first();
    await target.waitFor({ state: 'visible', timeout: 20_000 });
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.evaluate(() => (window as unknown as { __benchArm: () => void }).__benchArm());
    // BENCH_PROFILE=1: a CPU profile of tap → result (bench/.runs/*.cpuprofile, for DevTools or a script)
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    // BENCH_TRACE=1: a DevTools trace of tap → feedback (bench/.runs/*.trace.json: what the tap's tasks did, style and layout included)
    const tracing = process.env.BENCH_TRACE ? await startTrace(cdp) : null;
    await fingerTap(page, target);
    if (tracing) {
      await until(page, (r) => r.feedback !== null, RESULT_TIMEOUT_MS);
      await page.waitForTimeout(200);
      writeRunFile('.trace.json', JSON.stringify({ traceEvents: await tracing() }));
    }
    if (process.env.BENCH_PROFILE) {
      // stopped before a journey's page leaves (a new document starts a new profile): the tap's work is in
      await until(page, (r) => r.feedback !== null, RESULT_TIMEOUT_MS);
      await page.waitForTimeout(200);
      const { profile } = await cdp.send('Profiler.stop');
      writeRunFile('.cpuprofile', JSON.stringify(profile));
    }
    record = await until(page, (r) => r.result !== null, RESULT_TIMEOUT_MS);
    if (record?.result === null || !record) error = `no result within ${RESULT_TIMEOUT_MS / 1000} s`;
    await networkQuiet(events);
    if (record?.result !== null) await islandsSettled(page);
    record = (await readRecord(page)) ?? record;
  } catch (caught) {
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
  } finally {
    await context.close().catch(() => undefined);
  }
  const tap = record?.tap ?? null;
  // BENCH_DEBUG=1: the page's record and every network event of the run, to see what a stack really did
  if (process.env.BENCH_DEBUG) {
    writeRunFile('.json', JSON.stringify({ tap, record, error, events }, null, 1));
  }
  // the journey's events end at the first quiet second after the result (network.ts), not when the bench looked
  const resultAt = record?.result ?? null;
  const journeyEvents = resultAt === null ? events : events.slice(0, journeyEnd(events, resultAt, QUIET_MS));
  const network = accountNetwork(journeyEvents, tap, journey.isAction);
  return { metrics: metricsOf(record, network), network, ...(error && { error }) };
}

/** The run's figures from the page's record and its network. */
export function metricsOf(record: Recorded | null, network: JourneyNetwork): RunMetrics {
  const tap = record?.tap ?? null;
  const at = (moment: number | null | undefined) => (tap === null ? null : sinceTap(tap, moment));
  const shifts = record?.shifts.filter((shift) => !shift.input) ?? [];
  const overlapping = (from: number, to: number) =>
    (record?.tasks ?? []).filter((task) => task.at < to && task.at + task.duration > from).map((task) => task.duration);
  const sum = (list: Array<{ value: number }>) => list.reduce((total, shift) => total + shift.value, 0);
  const longest = (durations: number[]) => (durations.length === 0 ? 0 : Math.max(...durations));
  const feedbackAt = record?.feedback ?? null;
  const clickAt = record?.click ?? null;
  const resultAt = record?.result ?? null;
  return {
    feedbackMs: at(feedbackAt),
    // a control that answers at the press (before its click) answered at once
    clickFeedbackMs: tap === null || clickAt === null || feedbackAt === null ? null : Math.max(0, feedbackAt - clickAt),
    requestMs: at(network.requestAt),
    resultMs: at(resultAt),
    jsBeforeBytes: network.jsBeforeBytes,
    jsEndBytes: network.jsEndBytes,
    jsEndFiles: network.jsEndFiles,
    jsEndHeaderBytes: network.jsEndHeaderBytes,
    layoutShift: tap === null ? null : sum(shifts.filter((shift) => shift.at >= tap)),
    loadShift: record ? sum(shifts.filter((shift) => tap === null || shift.at < tap)) : null,
    // the tap's frame: from the tap until its feedback was painted
    tapFrameTaskMs: tap === null || feedbackAt === null ? null : longest(overlapping(tap, feedbackAt)),
    longestTaskMs: tap === null || resultAt === null ? null : longest(overlapping(tap, resultAt)),
  };
}
