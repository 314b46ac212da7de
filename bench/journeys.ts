/**
 * `npm run bench:journeys` (and part of `npm run bench`): the shopper's taps of issue 28 measured on
 * the real WooCommerce 10 test site, side by side for WooCommerce's own scripts (with Complianz's), the
 * plugin's React build and its lite build: tap → feedback, tap → request, tap → result, JavaScript
 * before the tap and by the end, layout shift and long tasks, first visits under Lighthouse's mobile
 * profile (bench/journeys/visit.ts), medians of BENCH_RUNS (5). Starts the site once (MariaDB and
 * php -S, as the WordPress tests do; the plugin from `dist/`, so build first).
 * Writes bench/journeys-report.md and .json. While developing: BENCH_JOURNEYS=loop-add,single-add,
 * BENCH_STACKS=woocommerce,lite, BENCH_RUNS=1.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../test/e2e/support/browser';
import { JOURNEYS, NOT_MEASURED } from './journeys/journeys';
import { renderReport, STACK_NAMES, summarizeRuns, type JourneyResult } from './journeys/report';
import { startBenchSite } from './journeys/site';
import { STACKS, type Stack } from './journeys/targets';
import { measureJourney, PROFILE, type Run } from './journeys/visit';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const list = (value: string | undefined) => (value ? value.split(',').map((name) => name.trim()) : null);
const ONLY_JOURNEYS = list(process.env.BENCH_JOURNEYS);
const ONLY_STACKS = list(process.env.BENCH_STACKS);

const PROFILE_TEXT =
  `${PROFILE.latencyMs} ms round trip, ${((PROFILE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down, ` +
  `${Math.round((PROFILE.uploadBytesPerSecond * 8) / 1024)} kbps up (DevTools Network.emulateNetworkConditions), ${PROFILE.cpuSlowdown}x CPU slowdown ` +
  `(Emulation.setCPUThrottlingRate), ${PROFILE.viewport.width}×${PROFILE.viewport.height} touch screen at ${PROFILE.deviceScaleFactor}x, a phone's Chrome user agent`;

async function main() {
  for (const file of ['dist/shop-islands.js', 'dist/lite/shop-islands.js'])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (the plugin is installed from dist/)`);
  const journeys = JOURNEYS.filter((journey) => !ONLY_JOURNEYS || ONLY_JOURNEYS.includes(journey.id));
  const stacks = STACKS.filter((stack) => !ONLY_STACKS || ONLY_STACKS.includes(stack));
  const started = Date.now();
  console.log(`journeys bench: starting the WordPress site (${journeys.map((j) => j.id).join(', ')}; ${stacks.join(', ')}; ${RUNS} runs)`);
  const running = await startBenchSite();
  const browser = await launchBrowser();
  const results: JourneyResult[] = [];
  try {
    for (const journey of journeys) {
      const result: JourneyResult = {
        id: journey.id,
        title: journey.title,
        does: journey.does,
        ...(journey.note && { note: journey.note }),
        stacks: {},
        skipped: {},
      };
      const measured = stacks.filter((stack) => {
        const why = journey.skip?.[stack];
        if (why) result.skipped[stack] = why;
        return !why;
      });
      const runs: Partial<Record<Stack, Run[]>> = {};
      // the stacks take turns run by run, so a slow minute of the shared machine falls on all of them
      for (let index = 0; index < RUNS; index++)
        for (const stack of measured) {
          const visitStarted = Date.now();
          const run = await measureJourney({ browser, site: running.site, journey, stack, policyId: running.policyId, run: index });
          (runs[stack] ??= []).push(run);
          const m = run.metrics;
          const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
          console.log(
            `${journey.id.padEnd(14)} ${stack.padEnd(11)} #${index + 1}: feedback ${ms(m.feedbackMs)}, request ${ms(m.requestMs)}, result ${ms(m.resultMs)}, ` +
              `JS ${((m.jsBeforeBytes ?? 0) / 1024).toFixed(1)} → ${((m.jsEndBytes ?? 0) / 1024).toFixed(1)} KB, shift ${(m.layoutShift ?? 0).toFixed(3)}` +
              ` (${((Date.now() - visitStarted) / 1000).toFixed(0)} s)` +
              (run.error ? ` [${run.error}]` : ''),
          );
        }
      for (const stack of measured) {
        const stackRuns = runs[stack] ?? [];
        result.stacks[stack] = { runs: stackRuns, summary: summarizeRuns(stackRuns) };
      }
      results.push(result);
    }
  } finally {
    await browser.close();
    await running.stop();
  }
  const durationMin = (Date.now() - started) / 60_000;
  const date = new Date().toISOString();
  writeFileSync(
    'bench/journeys-report.json',
    `${JSON.stringify({ date, runs: RUNS, profile: PROFILE, stacks: STACK_NAMES, notMeasured: NOT_MEASURED, journeys: results }, null, 2)}\n`,
  );
  writeFileSync(
    'bench/journeys-report.md',
    renderReport(results, { date: date.slice(0, 10), runs: RUNS, profile: PROFILE_TEXT, notMeasured: NOT_MEASURED, durationMin }),
  );
  console.log(`wrote bench/journeys-report.md and bench/journeys-report.json (${durationMin.toFixed(1)} min)`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
