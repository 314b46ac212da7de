/**
 * What the browser is doing: each context's page address and its requests, with their times.
 * - When a test fails, the unanswered requests and the last answered are added to its first error. A
 *   run on CI keeps only the end of its log, where `npm test` lists the failed tests with their
 *   errors: a test that timed out or waited in vain then says which request it stood behind.
 * - `networkQuiet` waits until no request is out, counted from these events.
 */
import type { BrowserContext, Request } from 'playwright-core';

interface RequestEntry {
  what: string;
  startedAt: number;
  /** `200 in 0.4 s`, `failed: net::ERR_ABORTED` */
  outcome?: string;
  endedAt?: number;
}

interface Journal {
  pageUrl: string;
  requests: RequestEntry[];
  closedAt?: number;
}

/** Contexts opened since the current test started, and those still open from before it. */
const journals = new Set<Journal>();
const journalOf = new WeakMap<BrowserContext, Journal>();

const LAST_ANSWERED = 6;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function shortUrl(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    const path = `${pathname}${search}`;
    return path.length > 120 ? `${path.slice(0, 117)}...` : path;
  } catch {
    return url.slice(0, 120);
  }
}

/** Keeps the journal of `context`: its requests and where its pages are. */
export function keepJournal(context: BrowserContext): void {
  const journal: Journal = { pageUrl: 'about:blank', requests: [] };
  const entries = new Map<Request, RequestEntry>();
  journals.add(journal);
  journalOf.set(context, journal);
  const ended = (request: Request, outcome: (entry: RequestEntry) => string) => {
    const entry = entries.get(request);
    if (!entry) return;
    entry.outcome = outcome(entry);
    entry.endedAt = Date.now();
    entries.delete(request);
  };
  context.on('request', (request) => {
    const entry = { what: `${request.method()} ${shortUrl(request.url())}`, startedAt: Date.now() };
    entries.set(request, entry);
    journal.requests.push(entry);
  });
  context.on('requestfinished', (request) => {
    void request.response().then(
      (response) => ended(request, (entry) => `${response?.status() ?? '?'} in ${seconds(Date.now() - entry.startedAt)}`),
      () => ended(request, () => 'finished'),
    );
  });
  context.on('requestfailed', (request) => ended(request, () => `failed: ${request.failure()?.errorText ?? '?'}`));
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) journal.pageUrl = shortUrl(frame.url());
    }),
  );
  context.on('close', () => (journal.closedAt = Date.now()));
}

/**
 * Resolves once no request of `context` whose method and address (`POST /?wc-ajax=…`) match `what` is
 * out, or after `timeoutMs` (a request whose end the browser never reports), whichever comes first.
 */
export async function answered(context: BrowserContext, what: RegExp, timeoutMs = 10_000): Promise<void> {
  const journal = journalOf.get(context);
  if (!journal) throw new Error('answered: this context keeps no journal (open it with openContext)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && journal.requests.some((entry) => entry.outcome === undefined && what.test(entry.what)))
    await new Promise((resolve) => setTimeout(resolve, 50));
}

interface QuietOptions {
  /** how long no request may have started, ended or been out */
  quietMs?: number;
  /** a request whose end the browser has not reported by then no longer counts as out */
  lostAfterMs?: number;
  timeoutMs?: number;
}

/**
 * Resolves once no request of `context` has started, ended or been out for `quietMs`: Playwright's
 * `networkidle`, counted here from the requests' own events. Its lifecycle event once never came on
 * CI, a minute after the page had finished (stop 48: a module's request whose end was never reported).
 */
export async function networkQuiet(
  context: BrowserContext,
  { quietMs = 500, lostAfterMs = 10_000, timeoutMs = 30_000 }: QuietOptions = {},
): Promise<void> {
  const journal = journalOf.get(context);
  if (!journal) throw new Error('networkQuiet: this context keeps no journal (open it with openContext)');
  const deadline = Date.now() + timeoutMs;
  const busyAt = (entry: RequestEntry, now: number) => entry.endedAt ?? (now - entry.startedAt < lostAfterMs ? now : entry.startedAt);
  for (;;) {
    const now = Date.now();
    const lastBusy = journal.requests.reduce((latest, entry) => Math.max(latest, entry.startedAt, busyAt(entry, now)), 0);
    if (now - lastBusy >= quietMs) return;
    if (now > deadline) throw new Error(`networkQuiet: the network was not quiet for ${quietMs} ms within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function linesOf(journal: Journal, now: number): string[] {
  const until = journal.closedAt ?? now;
  const unanswered = journal.requests.filter((entry) => entry.outcome === undefined);
  const answered = journal.requests.filter((entry) => entry.outcome !== undefined).slice(-LAST_ANSWERED);
  return [
    `page ${journal.pageUrl}${journal.closedAt ? ` (its context closed ${seconds(now - journal.closedAt)} ago)` : ''}:`,
    ...unanswered.map((entry) => `  unanswered after ${seconds(until - entry.startedAt)}: ${entry.what}`),
    ...answered.map((entry) => `  ${entry.outcome}, sent ${seconds(now - entry.startedAt)} ago: ${entry.what}`),
  ];
}

/** A test starts: the journals of contexts closed before it are of no use to it. */
export function startTest(): void {
  for (const journal of journals) if (journal.closedAt) journals.delete(journal);
}

interface FailedTest {
  result?: { errors?: Array<{ message?: string; stack?: string }> };
}

/** Adds the journals to the test's first error. */
export function explainFailure(test: FailedTest): void {
  const error = test.result?.errors?.[0];
  if (!error) return;
  const now = Date.now();
  const lines = [...journals].flatMap((journal) => linesOf(journal, now));
  if (lines.length === 0) return;
  const text = `\nthe browser when it failed:\n${lines.join('\n')}`;
  error.message = `${error.message ?? ''}${text}`;
  error.stack = `${error.stack ?? ''}${text}`;
}
