/**
 * A real WordPress for the plugin's tests: WordPress core from the npm package
 * @wp-playground/wordpress-builds, Debian's MariaDB on a free port with a fresh data folder, and
 * PHP's built-in server on another. The plugin is installed from the zip `npm run plugin` writes.
 *
 * startSite() runs once per test run (vitest globalSetup) and writes what the tests need to
 * `.wordpress/site.json`; the tests reach the site over HTTP and run PHP inside it with wpPhp().
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const WORDPRESS_VERSION = '6.5';
const ROOT = resolve('.wordpress');
const CORE_DIR = join(ROOT, `wordpress-${WORDPRESS_VERSION}`);
const SITE_FILE = join(ROOT, 'site.json');
const FIXTURES = resolve('test/wordpress/fixtures');
const BUILDS_PACKAGE = resolve('node_modules/@wp-playground/wordpress-builds');

export interface Site {
  url: string;
  coreDir: string;
  /** where the site's PHP warnings and notices go (WP_DEBUG_LOG) */
  debugLog: string;
}

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function binary(name: string): string {
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/bin'].map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `${name} is missing: run \`node scripts/ensure.mjs --wordpress\` (installs Debian's php-cli, php-mysql, mariadb-server)`,
    );
  return found;
}

/**
 * WordPress core, unpacked once from the npm package (Playground's build: the PHP in a zip, with
 * comments stripped and a SQLite drop-in, which is removed so that WordPress talks to MariaDB; the
 * static files beside it).
 */
function unpackCore(): void {
  if (existsSync(join(CORE_DIR, 'wp-includes/js/wp-emoji-release.min.js'))) return;
  const zip = join(BUILDS_PACKAGE, `src/wordpress/wp-${WORDPRESS_VERSION}.zip`);
  if (!existsSync(zip)) throw new Error(`${zip} is missing: run \`npm install\` (@wp-playground/wordpress-builds)`);
  rmSync(CORE_DIR, { recursive: true, force: true });
  mkdirSync(CORE_DIR, { recursive: true });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, CORE_DIR]);
  // the zip holds one folder (wordpress/); flatten it
  const inner = join(CORE_DIR, 'wordpress');
  if (existsSync(inner)) {
    execFileSync('sh', ['-c', `cp -a "${inner}/." "${CORE_DIR}/" && rm -rf "${inner}"`]);
  }
  // Playground ships the static files (styles, scripts, fonts) apart from the PHP
  cpSync(join(BUILDS_PACKAGE, `public/wp-${WORDPRESS_VERSION}`), CORE_DIR, { recursive: true });
  rmSync(join(CORE_DIR, 'wp-content/database'), { recursive: true, force: true });
  rmSync(join(CORE_DIR, 'wp-content/db.php'), { force: true });
  rmSync(join(CORE_DIR, 'wp-content/mu-plugins'), { recursive: true, force: true });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

interface Running {
  site: Site;
  stop: () => Promise<void>;
}

export async function startSite(): Promise<Running> {
  const children: ChildProcess[] = [];
  // each server runs in a process group of its own: php -S forks workers, which go with it
  const stopChildren = async () => {
    for (const child of children.reverse()) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((done) => setTimeout(done, 300));
  };
  try {
    const { site, runDir } = await launch(children);
    return {
      site,
      stop: async () => {
        await stopChildren();
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopChildren();
    throw error;
  }
}

/** Starts the servers (pushed to `children` as they start) and installs WordPress with the plugin. */
async function launch(children: ChildProcess[]): Promise<{ site: Site; runDir: string }> {
  mkdirSync(ROOT, { recursive: true });
  unpackCore();
  const dbPort = await freePort();
  const webPort = await freePort();
  const runDir = join(ROOT, `run-${process.pid}`);
  const dataDir = join(runDir, 'mysql');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const socket = join(runDir, 'mysql.sock');

  execFileSync(binary('mariadb-install-db'), [
    '--no-defaults',
    `--datadir=${dataDir}`,
    ...(asRoot ? ['--user=root'] : []),
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const database = spawn(
    binary('mariadbd'),
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      ...(asRoot ? ['--user=root'] : []),
      `--port=${dbPort}`,
      '--bind-address=127.0.0.1',
      `--socket=${socket}`,
      `--pid-file=${join(runDir, 'mysql.pid')}`,
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      `--log-error=${join(runDir, 'mysql.log')}`,
    ],
    { stdio: 'ignore', detached: true },
  );
  children.push(database);
  const client = binary('mariadb');
  const sql = (statements: string) => run(client, ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', statements]);
  await waitFor('MariaDB', async () => {
    await sql('SELECT 1');
    return true;
  });
  await sql(
    "CREATE DATABASE wordpress; CREATE USER 'wordpress'@'127.0.0.1' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'127.0.0.1';",
  );

  const url = `http://127.0.0.1:${webPort}`;
  const debugLog = join(runDir, 'debug.log');
  writeFileSync(
    join(CORE_DIR, 'wp-config.php'),
    readFileSync(join(FIXTURES, 'wp-config.php'), 'utf8')
      .replaceAll('%DB_HOST%', `127.0.0.1:${dbPort}`)
      .replaceAll('%DEBUG_LOG%', debugLog)
      .replaceAll('%SITE_URL%', url),
  );
  installPlugin();
  installStandIns();
  const site: Site = { url, coreDir: CORE_DIR, debugLog };
  writeFileSync(SITE_FILE, JSON.stringify(site));
  await wpPhpFile(join(FIXTURES, 'install.php'), site, { WP_INSTALLING: '1' });

  // several workers: a browser fetches the loader's chunks in parallel
  const webLogFile = join(runDir, 'php-server.log');
  const webLog = openSync(webLogFile, 'a');
  const web = spawn('php', ['-S', `127.0.0.1:${webPort}`, '-t', CORE_DIR, join(FIXTURES, 'router.php')], {
    stdio: ['ignore', webLog, webLog],
    detached: true,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  });
  children.push(web);
  try {
    await waitFor('php -S', async () => (await fetch(`${url}/wp-login.php`)).ok);
  } catch (error) {
    const log = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').slice(-2000) : '');
    throw new Error(`${(error as Error).message}\n${log(webLogFile)}\n${log(debugLog)}`, { cause: error });
  }

  return { site, runDir };
}

/**
 * The test stand-ins for other plugins (fixtures/plugins: WooCommerce's script handles and globals),
 * installed but not active: the tests that need one activate it.
 */
function installStandIns(): void {
  const plugins = join(CORE_DIR, 'wp-content/plugins');
  cpSync(join(FIXTURES, 'plugins'), plugins, { recursive: true });
  cpSync(resolve('test/fixtures/recorded/woocommerce/globals'), join(plugins, 'woocommerce/globals'), { recursive: true });
}

/** Installs the plugin as a site owner would: unpacked from the zip into wp-content/plugins. */
function installPlugin(): void {
  const zip = resolve('wordpress/shop-islands.zip');
  execFileSync('node', ['scripts/plugin.mjs'], { stdio: 'ignore' });
  const plugins = join(CORE_DIR, 'wp-content/plugins');
  rmSync(join(plugins, 'shop-islands'), { recursive: true, force: true });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, plugins]);
}

export function currentSite(): Site {
  return JSON.parse(readFileSync(SITE_FILE, 'utf8')) as Site;
}

async function wpPhpFile(file: string, site: Site, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout } = await run('php', [join(FIXTURES, 'run.php'), file], {
      env: { ...process.env, ...env, WP_CORE_DIR: site.coreDir, WP_SITE_URL: site.url },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`PHP failed (${file}):\n${stderr}\n${stdout}`.slice(0, 4000), { cause: error });
  }
}

/**
 * Runs PHP inside the WordPress site (wp-load.php loaded, the active plugins with it) and returns
 * what it printed. `code` is a PHP body without the opening tag.
 */
export async function wpPhp(code: string, env: Record<string, string> = {}): Promise<string> {
  const site = currentSite();
  const file = join(ROOT, `snippet-${process.pid}-${Math.random().toString(36).slice(2)}.php`);
  writeFileSync(file, `<?php\n${code}\n`);
  try {
    return await wpPhpFile(file, site, env);
  } finally {
    rmSync(file, { force: true });
  }
}

/** wpPhp() for code that prints one JSON value. */
export async function wpJson<T>(code: string, env: Record<string, string> = {}): Promise<T> {
  const output = await wpPhp(code, env);
  try {
    return JSON.parse(output) as T;
  } catch {
    throw new Error(`PHP printed no JSON:\n${output}`);
  }
}

/** Cookies of a logged-in administrator (admin / admin-password), for wp-admin requests. */
export async function adminCookies(): Promise<string> {
  const { url } = currentSite();
  const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
  const response = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: testCookie },
    body: new URLSearchParams({ log: 'admin', pwd: 'admin-password', testcookie: '1', redirect_to: `${url}/wp-admin/` }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.startsWith('wordpress_'));
  if (response.status !== 302 || !cookies.some((cookie) => cookie.startsWith('wordpress_logged_in_'))) {
    throw new Error(`logging in as admin failed: HTTP ${response.status}`);
  }
  return [testCookie, ...cookies].join('; ');
}

/** A page of the site as served (HTTP 200, else an error naming the status). */
export async function served(path: string): Promise<string> {
  const response = await fetch(new URL(path, currentSite().url));
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}, expected 200`);
  return response.text();
}

/** The `window.shopIslands` a served page prints, or null. */
export const printedConfig = (html: string): Record<string, unknown> | null =>
  JSON.parse(/<script id="shop-islands-config">\s*window\.shopIslands = (.*);\s*<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  > | null;
