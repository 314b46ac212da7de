#!/usr/bin/env node
/**
 * Installs what a fresh clone lacks, using nothing but Node's standard library:
 * npm packages (npm install, pinned by the lock file) when node_modules is missing or older than the lock file, and with
 * --browser, Debian's chromium through apt-get when /usr/bin/chromium is absent.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (command) => {
  console.log(`[setup] ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};

function ensurePackages() {
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
  // better-sqlite3 builds its native addon on install; a missing binary means a broken install.
  const broken = !existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  // `npm install` rather than `npm ci`: npm leaves other platforms' optional packages (rollup's
  // native builds) out of the lock file, and `npm ci` then refuses it as out of sync.
  if (stale || broken) run('npm install --no-audit --no-fund');
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  try {
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}apt-get install -y -qq --no-install-recommends chromium`);
  } catch (error) {
    console.error(
      `[setup] chromium is missing at ${CHROMIUM} and could not be installed with apt-get: install Debian's chromium package, or set CHROMIUM_PATH.`,
    );
    throw error;
  }
}

ensurePackages();
if (process.argv.includes('--browser')) ensureChromium();
