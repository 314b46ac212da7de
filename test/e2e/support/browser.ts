/**
 * The demo shop on a free port with a fresh database, and Debian's chromium driven by
 * playwright-core: shared by the browser tests and the benchmarks (no test runner needed).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { startDemo, type DemoServer } from '../../../demo/server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** SHOP_ISLANDS_DIST=dist/lite runs the same tests against another build. */
export const DIST_DIR = resolve(process.env.SHOP_ISLANDS_DIST ?? 'dist');

export interface Shop extends DemoServer {
  dbDir: string;
}

/** The demo shop serving `distDir`, on a database of its own that is deleted on close. */
export async function startShop(distDir: string = DIST_DIR): Promise<Shop> {
  const dbDir = mkdtempSync(join(tmpdir(), 'shop-islands-'));
  // the tests stand for many visitors on one machine: each names its address in X-Forwarded-For
  const demo = await startDemo({
    dbFile: join(dbDir, 'shop.sqlite'),
    distDir: resolve(distDir),
    policy: { trustForwardedFor: true, faults: true },
  });
  return {
    ...demo,
    dbDir,
    close: async () => {
      await demo.close();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}

/**
 * The tests' visitors are people: headless Chromium names itself HeadlessChrome, which the consent
 * core's crawler list (rightly) counts as a bot, so it gets the user agent of the desktop browser.
 */
const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Work Chromium does for every new context that no test looks at. Headless Chromium opens a browser
 * window per context, and each window preloads two WebUI pages (the address bar's suggestion popups);
 * and it keeps a spare renderer process warm, which a new context cannot use (processes are per
 * context), so each context started one renderer it threw away. Neither changes what a page does.
 * Measured on this machine, a new context with a page and the demo's shop page: 1.5 -> 1.1 CPU-s,
 * and a fault-matrix column of 22 cells 56 -> 35 s.
 */
const UNUSED_PER_CONTEXT = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

/**
 * Nothing leaves this machine: the browser resolves no host name but its own. (A route on every
 * context that aborted them did the same, but it paused every request of every page for the test's
 * code to look at: a fifth of a browser test file's CPU time.) A test's own route still answers a
 * request to another host before any name is looked up (the maps script's fake).
 */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Chromium through a launcher that merges its feature lists with Playwright's (see chromium.sh). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'chromium.sh');

const LAUNCH_OPTIONS = {
  executablePath: LAUNCHER,
  env: { ...process.env, CHROMIUM_PATH },
  headless: true,
  args: [
    `--user-agent=${PERSON_USER_AGENT}`,
    `--disable-features=${UNUSED_PER_CONTEXT.join(',')}`,
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
    '--no-first-run',
    '--disable-quic',
    ONLY_THIS_MACHINE,
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** The same chromium as a server that test files connect to (one browser for a whole test run). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * The run's shared chromium when a global set-up started one (`chromium.connect` to its endpoint),
 * else a chromium of the caller's own. Either way the caller closes what it gets: closing a
 * connected browser closes the contexts it opened and leaves the shared chromium running.
 */
export function browserForFile(wsEndpoint: string | undefined): Promise<Browser> {
  return wsEndpoint ? chromium.connect(wsEndpoint) : launchBrowser();
}

/** The file name of the build's chunk that holds a source matching `input`, from its metafile. */
export function chunkHolding(input: RegExp, distDir: string = DIST_DIR): string {
  const meta = JSON.parse(readFileSync(join(distDir, 'metafile-esm.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const found = Object.entries(meta.outputs).find(
    ([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((source) => input.test(source)),
  );
  if (!found) throw new Error(`no chunk in ${distDir} holds ${input}`);
  return found[0].split('/').pop()!;
}

/** The shared chunk that holds React (or Preact in the lite build). */
export const frameworkChunk = (distDir: string = DIST_DIR): string => chunkHolding(/node_modules\/(react-dom|preact)\//, distDir);
