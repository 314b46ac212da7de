/**
 * `npm run bench`: every demo page type in both builds (React and the lite preact/compat build),
 * median of RUNS visits each in headless chromium with 4x CPU throttling on a phone-sized viewport:
 * a first visit with the consent banner (cold HTTP cache; JavaScript before and after the shopper's
 * first interaction, against the reference stack's bytes), the same visitor coming back with consent
 * given (warm cache, same browser context), and a returning visitor on a cold cache.
 * Writes bench/report.md and report.json. BENCH_RUNS=1 and BENCH_PAGES=home,cart (BENCH_BUILDS=lite) while developing.
 */
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { frameworkChunk, launchBrowser, startShop } from '../test/e2e/support/browser';
import { judge, measurePage, median, type Bytes, type JsBytes, type PageMetrics } from './measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_THROTTLING = 4;
const list = (value: string | undefined) => (value ? value.split(',').map((name) => name.trim().replace(/-/g, ' ')) : null);
const ONLY_PAGES = list(process.env.BENCH_PAGES);
const ONLY_BUILDS = list(process.env.BENCH_BUILDS);
const BUILDS = [
  { name: 'react', dist: 'dist', limit: 1.3 },
  { name: 'lite', dist: 'dist/lite', limit: 0.5 },
].filter((build) => !ONLY_BUILDS || ONLY_BUILDS.includes(build.name));

const RETURNING = [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
  { name: 'cmplz_functional', value: 'allow' },
  { name: 'cmplz_preferences', value: 'deny' },
  { name: 'cmplz_statistics', value: 'deny' },
  { name: 'cmplz_marketing', value: 'deny' },
];

/**
 * On a phone the open consent banner covers the lower 60 % of the screen (and the sticky header the top):
 * a shopper scrolls what they want into the strip between, 200 px from the top, and taps it.
 */
async function tapAboveBanner(target: Locator) {
  await target.waitFor({ timeout: 10_000 });
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
  await target.tap({ timeout: 10_000 });
}

interface PageType {
  name: string;
  path: string;
  withCart?: boolean;
  /**
   * The stack it replaces, gzip KB of JavaScript before the first interaction (issue 20): WooCommerce
   * 10's front-end scripts plus Complianz, on posts plus Rate My Post. None for the store locator page.
   */
  referenceKb?: number;
  /** The shopper's first interaction: what the page really offers a phone visitor first. */
  interaction: { does: string; act: (page: Page) => Promise<void> };
}
const ALL_PAGES: PageType[] = [
  {
    name: 'home',
    path: '/',
    referenceKb: 64.2,
    interaction: {
      does: 'taps the header cart (mini cart toggle)',
      act: (page) => page.locator('.si-mini-cart__toggle').tap({ timeout: 10_000 }),
    },
  },
  {
    name: 'shop',
    path: '/shop/',
    referenceKb: 64.2,
    interaction: {
      does: "scrolls the first product's add-to-cart button above the banner and taps it",
      act: (page) => tapAboveBanner(page.locator('a.add_to_cart_button').first()),
    },
  },
  {
    name: 'product',
    path: '/product/tasse-gemuetlich/',
    referenceKb: 91.0,
    interaction: {
      does: 'taps the add-to-cart button',
      act: (page) => page.locator('button.single_add_to_cart_button').tap({ timeout: 10_000 }),
    },
  },
  {
    name: 'cart',
    path: '/cart/',
    withCart: true,
    referenceKb: 89.0,
    interaction: {
      does: "taps the line's quantity plus",
      act: (page) => page.locator('form.woocommerce-cart-form input.plus').first().tap({ timeout: 10_000 }),
    },
  },
  {
    name: 'checkout',
    path: '/checkout/',
    withCart: true,
    referenceKb: 91.3,
    interaction: {
      does: 'focuses the first name field and types “Erika”',
      act: async (page) => {
        await page.locator('#billing_first_name').focus({ timeout: 10_000 });
        await page.keyboard.type('Erika');
      },
    },
  },
  {
    name: 'stores',
    path: '/stores/',
    interaction: {
      does: "focuses the locator's address field and types “10115”",
      act: async (page) => {
        await page.locator('form.si-locator input[name="address"]').focus({ timeout: 10_000 });
        await page.keyboard.type('10115');
      },
    },
  },
  {
    name: 'blog post',
    path: '/blog/die-perfekte-crema/',
    referenceKb: 82.5,
    interaction: {
      // the post is short: scrolled to its end, the rating is still under the open banner on a phone
      does: 'focuses the fifth rating star and presses Enter (on a phone the open banner covers the rating, so no tap)',
      act: async (page) => {
        await page.getByRole('radio', { name: '5 von 5' }).focus({ timeout: 10_000 });
        await page.keyboard.press('Enter');
      },
    },
  },
];
const PAGES = ALL_PAGES.filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name));

type Visitor = 'first visit' | 'returning';
type Row = { build: string; page: string; visitor: Visitor; runs: number; median: PageMetrics };

function medianOf(samples: PageMetrics[]): PageMetrics {
  const pick = (get: (m: PageMetrics) => number) => median(samples.map(get));
  const bytes = (get: (m: PageMetrics) => Bytes) => ({ raw: pick((m) => get(m).raw), gzip: pick((m) => get(m).gzip) });
  const js = (get: (m: PageMetrics) => JsBytes): JsBytes => ({
    loader: bytes((m) => get(m).loader),
    framework: bytes((m) => get(m).framework),
    islands: bytes((m) => get(m).islands),
    total: bytes((m) => get(m).total),
  });
  const [first] = samples;
  return {
    js: js((m) => m.js),
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
    // in any run: one run with framework code is a page that can run it
    frameworkRan: samples.some((m) => m.frameworkRan),
    ...(first?.afterInteraction && { afterInteraction: js((m) => m.afterInteraction!) }),
    ...(first?.warm && {
      warm: {
        bytes: pick((m) => m.warm!.bytes),
        fetched: pick((m) => m.warm!.fetched),
        revalidated: pick((m) => m.warm!.revalidated),
        cached: pick((m) => m.warm!.cached),
      },
    }),
  };
}

async function main() {
  const browser = await launchBrowser();
  const rows: Row[] = [];
  for (const build of BUILDS) {
    const demo = await startShop(build.dist);
    const framework = frameworkChunk(build.dist);
    const returning = (context: BrowserContext) => context.addCookies(RETURNING.map((cookie) => ({ ...cookie, url: demo.url })));
    try {
      for (const page of PAGES) {
        for (const visitor of ['first visit', 'returning'] as const) {
          const samples: PageMetrics[] = [];
          for (let run = 0; run < RUNS; run++) {
            const prepare = async (context: BrowserContext) => {
              if (visitor === 'returning') await returning(context);
              // the cart's cookies without a page load, which would warm the HTTP cache
              if (page.withCart) await context.request.get(`${demo.url}/shop/?add-to-cart=1`);
            };
            samples.push(
              await measurePage(browser, {
                url: demo.url + page.path,
                frameworkChunk: framework,
                cpuThrottling: CPU_THROTTLING,
                prepare,
                ...(visitor === 'first visit' && { interact: page.interaction.act, revisit: returning }),
              }),
            );
          }
          const row = { build: build.name, page: page.name, visitor, runs: RUNS, median: medianOf(samples) };
          rows.push(row);
          const m = row.median;
          console.log(
            `${build.name.padEnd(5)} ${page.name.padEnd(9)} ${visitor.padEnd(11)} js ${kb(m.js.total.gzip)} KB gzip` +
              (m.afterInteraction ? ` (+${kb(m.afterInteraction.total.gzip)} after interaction)` : '') +
              `, framework ran ${m.frameworkRan ? 'yes' : 'no'}, ${m.requests} req, script ${m.scriptMs.total} ms, interactive ${m.interactiveMs} ms, longest task ${m.longestTaskMs} ms, TBT ${m.totalBlockingMs} ms` +
              (m.warm ? `; warm: ${m.warm.bytes} B, ${m.warm.fetched} fetched / ${m.warm.revalidated} 304 / ${m.warm.cached} cache` : ''),
          );
        }
      }
    } finally {
      await demo.close();
    }
  }
  await browser.close();
  const targets = Object.fromEntries(
    PAGES.filter((page) => page.referenceKb).map((page) => [page.name, { referenceKb: page.referenceKb, lite: 0.5, react: 1.3 }]),
  );
  const interactions = Object.fromEntries(PAGES.map((page) => [page.name, page.interaction.does]));
  writeFileSync(
    'bench/report.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cpuThrottling: CPU_THROTTLING, targets, interactions, rows }, null, 2)}\n`,
  );
  writeFileSync('bench/report.md', report(rows));
  console.log('wrote bench/report.md and bench/report.json');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const split = (js: JsBytes) => `**${kb(js.total.gzip)}** (${kb(js.loader.gzip)} / ${kb(js.framework.gzip)} / ${kb(js.islands.gzip)})`;
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** For a row that misses its target: what was tried and what stands in the way (kept with the code that measures it). */
const MISSED_WHY: Record<string, string> = {
  'blog post lite':
    "the post shows two islands at once that render UI the server does not print: the rating (Rate My Post prints no stars in the demo, so it hydrates when visible, not on intent) and the YouTube consent placeholder, and with them preact, the reply validator (valibot, 2.7 KB, both validate replies) and the shared runtime chunks (about 4 KB of i18n, config and island contract that the self-contained loader also holds). Tried: the banner painted without a framework (home and shop went from 29.9 to 21.2 KB), the sanitiser fetched only when fragments change. Left: rating hydrating on intent over a printed widget with stars (the plugin does print them; the demo would have to as well), validating replies with a smaller schema check or loading the validator with the first reply, and sharing the loader's i18n and config with the island chunks instead of building them twice.",
};

function report(rows: Row[]): string {
  const find = (page: string, visitor: Visitor, build: string) =>
    rows.find((row) => row.page === page && row.visitor === visitor && row.build === build);
  const lines = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} visits to the demo shop in headless`,
    `Debian chromium with ${CPU_THROTTLING}x CPU throttling on a 390×844 phone viewport (touch), each in a fresh browser context. JavaScript is`,
    'what the page loaded from `dist/`: the loader (with the consent core), the framework chunk (React 19 or',
    'preact/compat) and island code; KB are 1024 bytes of gzip at level 6 (the demo serves files uncompressed, the bench',
    'compresses each one). Requests to other hosts are blocked, as without a network.',
    '',
    '**First visit with the banner** (cold HTTP cache, no consent cookies). "Before interaction" is what the page',
    'fetched until it loaded, its islands settled (every host that hydrates at load or idle mounted) and 500 ms more',
    'passed: what a shopper who has not touched the page yet pays. Then the bench makes the first interaction of the',
    'list below, waits for the islands to settle and 500 ms again, and counts the JavaScript fetched since as "after',
    'interaction". The reference is the stack this replaces, measured on a real shop (issue 20): WooCommerce 10\'s own',
    'front-end scripts plus Complianz, and on posts Rate My Post; the lite build must stay within 50 % of it, the React',
    'build within 130 %. The store locator page has no reference. Cart and checkout are visited with one item in',
    'the cart (put there by a request, not a page load, so the HTTP cache stays cold).',
    '',
    'Islands that hydrate when visible load only if the layout puts them near this phone viewport (the blog',
    "post's rating is), so rows can differ from the byte budgets in `npm test`, which use a 1280×720 desktop viewport.",
    '',
    '"Script ms" is main-thread time spent in our own code until the first interaction, from a sampled CPU profile',
    '(self time, a sample every 250 µs), split by the file on top of the stack. Work our code forces (a layout read, a',
    "DOM insert) counts; the browser's own parsing, style calculation and first layout between tasks do not. Long tasks",
    '(Long Tasks API) include that browser work, so a long task well above the script time is the page, not the',
    'islands; total blocking time (TBT) is the sum of their time over 50 ms. Times depend on the machine: compare',
    'rows, not runs.',
    '',
    'First interactions:',
    '',
    ...PAGES.map((page) => `- ${page.name}: ${page.interaction.does}`),
    '',
    '## First visit with the banner',
    '',
    '| page | build | JS before interaction, gzip KB (loader / framework / islands) | reference KB | ratio | target | result | JS after interaction, gzip KB | script ms (loader / framework / islands) | longest task ms | TBT ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const pages = [...new Set(rows.map((row) => row.page))];
  for (const page of pages)
    for (const build of BUILDS) {
      const row = find(page, 'first visit', build.name);
      if (!row) continue;
      const m = row.median;
      const referenceKb = PAGES.find((candidate) => candidate.name === page)?.referenceKb;
      const verdict = referenceKb ? judge(m.js.total.gzip, referenceKb, build.limit) : null;
      const target = verdict ? `≤ ${percent(build.limit)} (${verdict.targetKb.toFixed(1)} KB)` : '–';
      lines.push(
        `| ${page} | ${build.name} | ${split(m.js)} | ${referenceKb?.toFixed(1) ?? '–'} | ${verdict ? percent(verdict.ratio) : '–'} | ${target} | ${verdict ? (verdict.met ? 'met' : '**missed**') : '–'} | ${m.afterInteraction ? split(m.afterInteraction) : '–'} | ${m.scriptMs.total} (${m.scriptMs.loader} / ${m.scriptMs.framework} / ${m.scriptMs.islands}) | ${m.longestTaskMs} | ${m.totalBlockingMs} |`,
      );
    }
  const missed = rows.filter((row) => {
    const referenceKb = PAGES.find((candidate) => candidate.name === row.page)?.referenceKb;
    const limit = BUILDS.find((build) => build.name === row.build)?.limit;
    return row.visitor === 'first visit' && referenceKb && limit && !judge(row.median.js.total.gzip, referenceKb, limit).met;
  });
  if (missed.length > 0) {
    lines.push('', '**Missed targets**: what was tried and what stands in the way.', '');
    for (const row of missed) lines.push(`- ${row.page} (${row.build}): ${MISSED_WHY[`${row.page} ${row.build}`] ?? 'not analysed yet.'}`);
  }
  lines.push(
    '',
    '## Returning visitors',
    '',
    '**Cold cache**: a new context with the consent cookies of a visitor who dismissed the banner before',
    '(functional only) and no HTTP cache, measured until islands settled + 500 ms without an interaction. "Framework',
    'ran" is yes when the framework chunk was fetched or had CPU profile samples in that time; issue 20 asks for no on',
    'home, shop and product.',
    '',
    '**Warm cache**: after the first visit above, in the same browser context (its HTTP cache as that visit left it),',
    'the consent cookies are set and the page is loaded again. "Transferred" is what our JavaScript cost on the wire',
    '(Network.loadingFinished encodedDataLength from the DevTools protocol: headers and body of what went to the',
    'network; nothing for cache hits); the requests are counted by how they were answered: 200 from the server, 304',
    '(the cached copy was current: the loader, served `no-cache` with an ETag) or from the HTTP cache without asking',
    '(hashed chunks, served `public, max-age=31536000, immutable`). Chunks the first visit never fetched (the',
    'returning visitor needs other islands) are 200s.',
    '',
    '| page | build | cold: JS gzip KB (loader / framework / islands) | cold: framework ran | cold: script ms (loader / framework / islands) | cold: longest task ms | cold: TBT ms | warm: JS transferred, bytes | warm: our JS requests 200 / 304 / cache |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const page of pages)
    for (const build of BUILDS) {
      const cold = find(page, 'returning', build.name)?.median;
      const warm = find(page, 'first visit', build.name)?.median.warm;
      if (!cold && !warm) continue;
      lines.push(
        `| ${page} | ${build.name} | ${cold ? split(cold.js) : '–'} | ${cold ? (cold.frameworkRan ? 'yes' : 'no') : '–'} | ${cold ? `${cold.scriptMs.total} (${cold.scriptMs.loader} / ${cold.scriptMs.framework} / ${cold.scriptMs.islands})` : '–'} | ${cold?.longestTaskMs ?? '–'} | ${cold?.totalBlockingMs ?? '–'} | ${warm ? warm.bytes : '–'} | ${warm ? `${warm.fetched} / ${warm.revalidated} / ${warm.cached}` : '–'} |`,
      );
    }
  lines.push('', 'Raw figures per row (raw and gzip bytes, requests, interactive ms): `bench/report.json`.', '');
  return lines.join('\n');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
