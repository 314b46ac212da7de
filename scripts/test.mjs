#!/usr/bin/env node
/**
 * `npm test`: every test, each step's time printed at the end. The fast checks (types, lint, format,
 * build, size budgets) stop the run at the first failure; the slow suites (the WordPress tests on the
 * real WordPress + WooCommerce + Complianz, the browser tests on the React build, the lite build's
 * contract run) and the unit tests each run to their end, so one run reports all of them.
 *
 * What runs beside what, on this 2-core machine:
 * - Debian's packages (chromium, PHP, MariaDB: apt, mostly waiting on the network and the disk) install
 *   beside the fast checks; the npm packages they need come first.
 * - The slow suites run in two lanes side by side: the WordPress suite and then the unit tests in one,
 *   the lite run and then the React browser suite in the other. The WordPress suite keeps about one core
 *   busy (PHP, MariaDB and its chromium wait on each other) and a browser suite about 1.2, so a browser
 *   suite fits beside it; the unit tests fill the core the WordPress suite leaves as it ends, while the
 *   React suite still runs. On one day's clean clones: 1,372 s with the React suite waiting for the
 *   WordPress suite to end, 1,150 s with it starting when the lite run ends (the unit tests then ran
 *   before both lanes). Two browser suites side by side once failed a timing check, so only one runs at
 *   a time.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const npx = (...args) => ['npx', ...args];
const PACKAGES = ['npm packages', ['node', 'scripts/ensure.mjs']];
const SYSTEM = ['system packages', ['node', 'scripts/ensure.mjs', '--browser', '--wordpress']];
const FIRST = [
  // (types, lint and format side by side took as long: 29 s either way)
  ['types', npx('tsc', '--noEmit', '-p', '.')],
  ['lint', npx('eslint', '.')],
  ['format', npx('prettier', '--check', '.')],
  ['build', ['npm', 'run', 'build']],
  ['size', ['node', 'scripts/size.mjs']],
  ['size lite', ['node', 'scripts/size.mjs', '--dist=dist/lite']],
];
// two lanes side by side, the steps of a lane one after the other
const LANES = [
  [
    ['wordpress', npx('vitest', 'run', '--config', 'vitest.wordpress.config.ts')],
    ['unit', npx('vitest', 'run')],
  ],
  [
    [
      'browser lite',
      npx('vitest', 'run', '--config', 'vitest.e2e.config.ts', '--tags-filter=contract'),
      { SHOP_ISLANDS_DIST: 'dist/lite' },
    ],
    ['browser', npx('vitest', 'run', '--config', 'vitest.e2e.config.ts')],
  ],
];

// Each Vitest step also writes a JSON report, so the run can end by naming every failed test and why:
// a CI log is often read from its end only, and the slow suites' failures scroll far above it.
const REPORTS = 'test-results/npm-test';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const reportOf = (name) => join(REPORTS, `${name.replaceAll(' ', '-')}.json`);
const withReport = (name, command) =>
  command.includes('vitest') ? [...command, '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(name)}`] : command;

const times = [];
const failures = [];
// the message, where in the test, and what the browser was doing (test/e2e/support/journal.ts)
const MESSAGE_LINES = 28;

/** The failed tests (and files that failed outside a test) of a step's JSON report, as text. */
function failuresIn(name) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportOf(name), 'utf8'));
  } catch {
    return [];
  }
  // a time-out's error keeps the stack of where its test or hook was declared, whose first line Vitest leaves as this
  const firstLines = (text) =>
    String(text)
      .replace(/^Error: STACK_TRACE_ERROR/, 'Error: timed out (the test or a hook ran past its time-out)')
      .split('\n')
      .filter((line) => !line.includes('node_modules'))
      .slice(0, MESSAGE_LINES)
      .join('\n      ');
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      found.push(`${name}: ${where} > ${test.fullName}\n      ${firstLines(test.failureMessages?.[0] ?? '')}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      found.push(`${name}: ${where}\n      ${firstLines(file.message ?? 'failed outside its tests')}`);
    }
  }
  return found;
}
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Each line of `from` to `to`, after `prefix` (a step beside another names its lines). */
function prefixLines(from, to, prefix) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop();
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on('end', () => rest && to.write(`${prefix}${rest}\n`));
}

/**
 * Runs one step with the terminal's output, its lines named when `named` (it runs beside another).
 * Resolves with whether it passed.
 */
function step(name, commandLine, env = {}, named = false) {
  const [command, ...args] = withReport(name, commandLine);
  const started = Date.now();
  console.log(`\n[test] ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: named ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (named) {
      prefixLines(child.stdout, process.stdout, `[${name}] `);
      prefixLines(child.stderr, process.stderr, `[${name}] `);
    }
    child.on('close', (code) => {
      const ok = code === 0;
      times.push(`${name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} s`);
      if (!ok) failures.push(...failuresIn(name));
      console.log(`[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
      resolve(ok);
    });
  });
}

/** Runs a lane's steps one after the other, each to its end. Resolves with whether all passed. */
async function lane(steps) {
  let passed = true;
  for (const [name, command, env] of steps) passed = (await step(name, command, env, true)) && passed;
  return passed;
}

const started = Date.now();
let ok = await step(...PACKAGES);
if (ok) {
  const system = step(...SYSTEM, {}, true);
  for (const [name, command] of FIRST) {
    ok = await step(name, command);
    if (!ok) break;
  }
  ok = (await system) && ok;
}
if (ok) ok = (await Promise.all(LANES.map(lane))).every(Boolean);
if (failures.length > 0) console.log(`\n[test] failed tests:\n  ${failures.join('\n  ')}`);
console.log(`\n[test] ${ok ? 'all passed' : 'FAILED'} in ${seconds(started)} s:\n  ${times.join('\n  ')}`);
process.exit(ok ? 0 : 1);
