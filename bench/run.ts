/**
 * `npm run bench`: every demo page type, first visit (consent banner) and returning visitor, in
 * both builds (React and the lite preact/compat build), median of RUNS loads each in headless
 * chromium with 4x CPU throttling on a phone-sized viewport. Writes bench/report.md and report.json.
 */
import { writeFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { frameworkChunk, launchBrowser, startShop } from '../test/e2e/browser';
import { measurePage, median, type PageMetrics } from './measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_THROTTLING = 4;
const BUILDS = [
  { name: 'react', dist: 'dist' },
  { name: 'lite', dist: 'dist/lite' },
] as const;

const RETURNING = [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
  { name: 'cmplz_functional', value: 'allow' },
  { name: 'cmplz_preferences', value: 'deny' },
  { name: 'cmplz_statistics', value: 'deny' },
  { name: 'cmplz_marketing', value: 'deny' },
];

interface PageType {
  name: string;
  path: string;
  withCart?: boolean;
}
const PAGES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'product', path: '/product/tasse-gemuetlich/' },
  { name: 'cart', path: '/cart/', withCart: true },
  { name: 'checkout', path: '/checkout/', withCart: true },
  { name: 'stores', path: '/stores/' },
  { name: 'blog post', path: '/blog/die-perfekte-crema/' },
];

type Row = { build: string; page: string; visitor: 'first visit' | 'returning'; runs: number; median: PageMetrics };

function medianOf(samples: PageMetrics[]): PageMetrics {
  const pick = (get: (m: PageMetrics) => number) => median(samples.map(get));
  const bytes = (get: (m: PageMetrics) => { raw: number; gzip: number }) => ({
    raw: pick((m) => get(m).raw),
    gzip: pick((m) => get(m).gzip),
  });
  return {
    js: {
      loader: bytes((m) => m.js.loader),
      framework: bytes((m) => m.js.framework),
      islands: bytes((m) => m.js.islands),
      total: bytes((m) => m.js.total),
    },
    scriptMs: {
      loader: pick((m) => m.scriptMs.loader),
      framework: pick((m) => m.scriptMs.framework),
      islands: pick((m) => m.scriptMs.islands),
      total: pick((m) => m.scriptMs.total),
    },
    requests: pick((m) => m.requests),
    interactiveMs: pick((m) => m.interactiveMs),
    longestTaskMs: pick((m) => m.longestTaskMs),
    totalBlockingMs: pick((m) => m.totalBlockingMs),
  };
}

async function main() {
  const browser = await launchBrowser();
  const rows: Row[] = [];
  for (const build of BUILDS) {
    const demo = await startShop(build.dist);
    const framework = frameworkChunk(build.dist);
    try {
      for (const page of PAGES) {
        for (const visitor of ['first visit', 'returning'] as const) {
          const samples: PageMetrics[] = [];
          for (let run = 0; run < RUNS; run++) {
            const prepare = async (context: BrowserContext) => {
              if (visitor === 'returning') await context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: demo.url })));
              if (page.withCart) {
                const setup = await context.newPage();
                await setup.goto(`${demo.url}/shop/?add-to-cart=1`);
                await setup.close();
              }
            };
            samples.push(
              await measurePage(browser, { url: demo.url + page.path, frameworkChunk: framework, cpuThrottling: CPU_THROTTLING, prepare }),
            );
          }
          const row = { build: build.name, page: page.name, visitor, runs: RUNS, median: medianOf(samples) };
          rows.push(row);
          console.log(
            `${build.name.padEnd(5)} ${page.name.padEnd(9)} ${visitor.padEnd(11)} js ${(row.median.js.total.gzip / 1024).toFixed(1)} KB gzip, ${row.median.requests} req, script ${row.median.scriptMs.total} ms, interactive ${row.median.interactiveMs} ms, longest task ${row.median.longestTaskMs} ms, TBT ${row.median.totalBlockingMs} ms`,
          );
        }
      }
    } finally {
      await demo.close();
    }
  }
  await browser.close();
  writeFileSync(
    'bench/report.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cpuThrottling: CPU_THROTTLING, rows }, null, 2)}\n`,
  );
  writeFileSync('bench/report.md', report(rows));
  console.log('wrote bench/report.md and bench/report.json');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(rows: Row[]): string {
  const lines = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} loads of the demo shop in headless`,
    `Debian chromium with ${CPU_THROTTLING}x CPU throttling on a 390×844 phone viewport, with a cold HTTP cache (the`,
    'worst case; a returning visitor usually has the hashed chunks cached). JavaScript is what the page loaded from',
    '`dist/`: the loader (with the consent core), the framework chunk (React 19 or preact/compat) and island code;',
    'gzip at level 6. Requests are calls to admin-ajax, wc-ajax and the REST API during load. "Interactive" is',
    'when the last island that hydrates at load or idle was mounted (hosts that wait to be visible or used do',
    'not count). Long tasks come from the Long Tasks API; total blocking time is the sum of their time over 50 ms.',
    'Cart and checkout are measured with one item in the cart; their one request is the cart fragments refresh, as',
    'a new tab has no cached fragments. Islands that hydrate when visible load only if the layout puts them near',
    "this phone viewport (the blog post's rating is), so rows can differ from the byte budgets in `npm test`, which",
    'use a 1280×720 desktop viewport. Times depend on the machine: compare rows, not runs.',
    '',
    '"Script ms" is main-thread time spent in our own code during load, from a sampled CPU profile (self time,',
    'a sample every 250 µs), split by the file on top of the stack. Work our code forces (a layout read, a DOM',
    "insert) counts; the browser's own parsing, style calculation and first layout between tasks do not. Long",
    'tasks include that browser work, so a long task well above the script time is the page, not the islands.',
    '',
    '| page | visitor | build | JS gzip KB (loader / framework / islands) | JS raw KB | script ms (loader / framework / islands) | requests | interactive ms | longest task ms | TBT ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const pages = [...new Set(rows.map((row) => row.page))];
  for (const page of pages)
    for (const visitor of ['first visit', 'returning'] as const)
      for (const build of BUILDS) {
        const row = rows.find((candidate) => candidate.page === page && candidate.visitor === visitor && candidate.build === build.name);
        if (!row) continue;
        const m = row.median;
        lines.push(
          `| ${page} | ${visitor} | ${build.name} | **${kb(m.js.total.gzip)}** (${kb(m.js.loader.gzip)} / ${kb(m.js.framework.gzip)} / ${kb(m.js.islands.gzip)}) | ${kb(m.js.total.raw)} | ${m.scriptMs.total} (${m.scriptMs.loader} / ${m.scriptMs.framework} / ${m.scriptMs.islands}) | ${m.requests} | ${m.interactiveMs} | ${m.longestTaskMs} | ${m.totalBlockingMs} |`,
        );
      }
  lines.push('', 'Raw figures per row: `bench/report.json`.', '');
  return lines.join('\n');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
