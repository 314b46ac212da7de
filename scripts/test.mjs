#!/usr/bin/env node
/**
 * `npm test`: every test, one step after the other, each step's time printed at the end. The fast
 * checks (types, lint, build, size budgets, unit tests) stop the run at the first failure; the three
 * slow suites (the WordPress tests on the real WordPress + WooCommerce + Complianz, the browser tests on
 * the React build, the lite build's contract run) each run to their end, so one run reports all of them.
 * They run one at a time on purpose: measured on this 2-core machine, the WordPress suite beside the
 * browser suite slowed the browser suite from 11 to 16 min (both compute; the two cores are busy) and
 * saved about a minute in all, and two browser suites side by side failed a timing check.
 */
import { spawn } from 'node:child_process';

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
const SLOW = [
  ['wordpress', npx('vitest', 'run', '--config', 'vitest.wordpress.config.ts')],
  ['browser', npx('vitest', 'run', '--config', 'vitest.e2e.config.ts')],
  ['browser lite', npx('vitest', 'run', '--config', 'vitest.e2e.config.ts', '--tags-filter=contract'), { SHOP_ISLANDS_DIST: 'dist/lite' }],
];

const times = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs one step with the terminal's output. Resolves with whether it passed. */
function step(name, [command, ...args], env = {}) {
  const started = Date.now();
  console.log(`\n[test] ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      const ok = code === 0;
      times.push(`${name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} s`);
      console.log(`[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
      resolve(ok);
    });
  });
}

const started = Date.now();
let ok = true;
for (const [name, command] of FIRST) {
  ok = await step(name, command);
  if (!ok) break;
}
if (ok) for (const [name, command, env] of SLOW) ok = (await step(name, command, env)) && ok;
console.log(`\n[test] ${ok ? 'all passed' : 'FAILED'} in ${seconds(started)} s:\n  ${times.join('\n  ')}`);
process.exit(ok ? 0 : 1);
