/**
 * Browser-test harness: the demo shop on a free port with a fresh database, and Debian's chromium
 * driven by playwright-core. Requests that would leave this machine are blocked and recorded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startDemo, type DemoServer } from '../../demo/server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** SHOP_ISLANDS_DIST=dist/lite runs the same tests against another build. */
export const DIST_DIR = resolve(process.env.SHOP_ISLANDS_DIST ?? 'dist');

export interface Shop extends DemoServer {
  dbDir: string;
}

export async function startShop(): Promise<Shop> {
  const dbDir = mkdtempSync(join(tmpdir(), 'shop-islands-e2e-'));
  const demo = await startDemo({ dbFile: join(dbDir, 'shop.sqlite'), distDir: DIST_DIR });
  return {
    ...demo,
    dbDir,
    close: async () => {
      await demo.close();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught page errors */
  errors: string[];
  /** every URL the page asked for */
  requests: string[];
  /** requests to anywhere but this machine (blocked) */
  external: string[];
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:';

export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  const external: string[] = [];
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      external.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, errors, requests, external };
}

export { islandsSettled } from './settle';

/** A visitor who has dismissed the current consent banner (nothing else decided). */
export const BANNER_DISMISSED = [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
];

/** Runs axe-core in the page, limited to `selector`; returns the violations, summarised. */
export async function axeViolations(page: Page, selector?: string): Promise<Array<{ id: string; impact: string | null | undefined; nodes: string[] }>> {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => JSON.stringify(node.target)) }));
  }, selector);
}

/** The shared chunk that holds React (or Preact in the lite build), from the build's metafile. */
export function reactChunkName(): string {
  const meta = JSON.parse(readFileSync(join(DIST_DIR, 'metafile-esm.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const entry = Object.entries(meta.outputs).find(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((input) => /node_modules\/(react-dom|preact)\//.test(input)));
  if (!entry) throw new Error('no chunk holds react-dom or preact');
  return entry[0].split('/').pop()!;
}

/** Shortens the islands' request time-out for a page, as a site could with shopIslands.requestTimeoutMs. */
export async function withRequestTimeout(watchedContext: Watched, timeoutMs: number) {
  await watchedContext.context.addInitScript((ms) => {
    let value: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'shopIslands', {
      configurable: true,
      get: () => value,
      set: (next: Record<string, unknown>) => {
        value = { ...next, requestTimeoutMs: ms };
      },
    });
  }, timeoutMs);
}

/** Starts the demo shop and chromium for a test file, hands them over, and stops both after it. */
export function useShop(ready: (started: { shop: Shop; browser: Browser }) => void): void {
  let started: { shop: Shop; browser: Browser } | undefined;
  beforeAll(async () => {
    const [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    started = { shop, browser };
    ready(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.shop.close();
  });
}
