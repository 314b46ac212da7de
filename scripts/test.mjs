#!/usr/bin/env node
/**
 * `npm test`: every test, in the least wall time this 2-core machine allows. The fast checks run one
 * after the other and stop at the first failure (types, lint, build, size budgets, unit tests); then
 * the three slow suites run in two lanes side by side, each with its own servers and browser:
 *   - the browser tests on the React build;
 *   - the WordPress tests (real WordPress + WooCommerce + Complianz, MariaDB, php -S), then the lite
 *     build's contract run of the browser tests.
 * Side by side they took 14 min here where one after the other took 20 (the browser suite waits on
 * the network and timers as much as it computes). Each line of a lane's output carries its name;
 * every lane runs to its end, and the run fails when any step did. Prints each step's time.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const npx = (...args) => ['npx', ...args];
const FIRST = [
  ['setup', ['node', 'scripts/ensure.mjs', '--browser', '--wordpress']],
  ['types', npx('tsc', '--noEmit', '-p', '.')],
  ['lint', npx('eslint', '.')],
  ['format', npx('prettier', '--check', '.')],
  ['build', ['npm', 'run', 'build']],
  ['size', ['node', 'scripts/size.mjs']],
  ['size lite', ['node', 'scripts/size.mjs', '--dist=dist/lite']],
  ['unit', npx('vitest', 'run')],
];
const LANES = [
  [['browser', npx('vitest', 'run', '--config', 'vitest.e2e.config.ts')]],
  [
    ['wordpress', npx('vitest', 'run', '--config', 'vitest.wordpress.config.ts')],
    [
      'browser lite',
      npx('vitest', 'run', '--config', 'vitest.e2e.config.ts', '--tags-filter=contract'),
      { SHOP_ISLANDS_DIST: 'dist/lite' },
    ],
  ],
];

const times = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs one step; in a lane its lines carry the step's name. Resolves with whether it passed. */
function step(name, [command, ...args], env = {}, prefixed = false) {
  const started = Date.now();
  console.log(`\n[test] ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(prefixed && { FORCE_COLOR: '1' }) },
    });
    if (prefixed)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    child.on('close', (code) => {
      const ok = code === 0;
      times.push(`${name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} s`);
      console.log(`[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
      resolve(ok);
    });
  });
}

async function lane(steps) {
  let ok = true;
  for (const [name, command, env] of steps) ok = (await step(name, command, env, true)) && ok;
  return ok;
}

const started = Date.now();
let ok = true;
for (const [name, command] of FIRST) {
  ok = await step(name, command);
  if (!ok) break;
}
if (ok) ok = (await Promise.all(LANES.map(lane))).every(Boolean);
console.log(`\n[test] ${ok ? 'all passed' : 'FAILED'} in ${seconds(started)} s:\n  ${times.join('\n  ')}`);
process.exit(ok ? 0 : 1);
