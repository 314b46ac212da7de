/**
 * What the browser was doing when a test failed: each context's page address and its requests (the
 * unanswered ones and the last answered, with their times), added to the test's first error. A run
 * on CI keeps only the end of its log, where `npm test` lists the failed tests with their errors: a
 * test that timed out or waited in vain then says which request it stood behind.
 */
import type { BrowserContext, Request } from 'playwright-core';

interface RequestEntry {
  what: string;
  startedAt: number;
  /** `200 in 0.4 s`, `failed: net::ERR_ABORTED` */
  outcome?: string;
}

interface Journal {
  pageUrl: string;
  requests: RequestEntry[];
  closedAt?: number;
}

/** Contexts opened since the current test started, and those still open from before it. */
const journals = new Set<Journal>();

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
  const ended = (request: Request, outcome: (entry: RequestEntry) => string) => {
    const entry = entries.get(request);
    if (!entry) return;
    entry.outcome = outcome(entry);
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
