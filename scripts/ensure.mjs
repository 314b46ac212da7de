#!/usr/bin/env node
/**
 * Installs what a fresh clone lacks, using nothing but Node's standard library:
 * npm packages (`npm ci`, exactly the lock file) when node_modules is missing or older than the lock file; with
 * --browser, Debian's chromium through apt-get when /usr/bin/chromium is absent; with --wordpress, Debian's PHP (cli,
 * mysql, gd, xml, mbstring) and MariaDB for the WordPress tests (WordPress, WooCommerce and Complianz themselves come
 * from ../shared/vendor).
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
  if (stale || broken) run('npm ci --no-audit --no-fund');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
let aptUpdated = false;

/** Installs Debian packages through apt-get, explaining what was missing when it cannot. */
function aptInstall(packages, missing) {
  try {
    if (!aptUpdated) run(`${sudo}apt-get update -qq`);
    aptUpdated = true;
    run(`${sudo}apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`);
  } catch (error) {
    console.error(`[setup] ${missing} could not be installed with apt-get: install Debian's ${packages.join(', ')}.`);
    throw error;
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  aptInstall(['chromium'], `chromium is missing at ${CHROMIUM} and`);
}

/** What the WordPress tests run on: PHP's CLI server with mysqli, and a MariaDB server started on a free port. */
function ensureWordPressStack() {
  // WooCommerce needs more of PHP than WordPress: images (gd) for the products, xml and mbstring
  const hasExtensions = () => {
    try {
      const check =
        "echo extension_loaded('mysqli') && extension_loaded('gd') && extension_loaded('dom') && extension_loaded('mbstring') ? 1 : 0;";
      return execSync(`php -r "${check}"`, { encoding: 'utf8' }).trim() === '1';
    } catch {
      return false;
    }
  };
  const hasMariaDb =
    ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].some((path) => existsSync(path)) && existsSync('/usr/bin/mariadb-install-db');
  if (hasExtensions() && hasMariaDb) return;
  aptInstall(
    ['php-cli', 'php-mysql', 'php-gd', 'php-xml', 'php-mbstring', 'mariadb-server', 'mariadb-client'],
    'PHP with mysqli, gd, xml and mbstring, or MariaDB, is missing and',
  );
}

ensurePackages();
if (process.argv.includes('--browser')) ensureChromium();
if (process.argv.includes('--wordpress')) ensureWordPressStack();
