/**
 * The real stack for the plugin's tests: WordPress 6.8 with the classic theme twentytwentyone, the real
 * WooCommerce 10 and Complianz 7.2 (unpacked from `../shared/vendor`, nothing from the network),
 * Debian's MariaDB on a free port with a fresh data folder, and PHP's built-in server on another.
 * The plugin is installed from the zip `npm run plugin` writes; install.php configures a classic
 * German shop (fixtures/install.php says what it holds).
 *
 * startSite() runs once per test run (vitest globalSetup) and writes what the tests need to
 * `.wordpress/site.json`; the tests reach the site over HTTP and run PHP inside it with wpPhp().
 * Each run has a site folder of its own (hard links to the unpacked core), so runs may overlap.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const WORDPRESS_VERSION = '6.8.8';
const VENDOR_DIR = resolve(process.env.SHOP_ISLANDS_VENDOR ?? '../shared/vendor');
const ARCHIVES = {
  wordpress: `wordpress-${WORDPRESS_VERSION}.tar.gz`,
  woocommerce: 'woocommerce-10.0.2.tar.gz',
  complianz: 'complianz-gdpr-7.2.0.tar.gz',
};
const ROOT = resolve('.wordpress');
const CORE_DIR = join(ROOT, `core-${WORDPRESS_VERSION}`);
/** Where a run writes its Site; the run's test workers inherit the variable from the global set-up. */
const siteFile = () => process.env.SHOP_ISLANDS_SITE_FILE ?? join(ROOT, 'site.json');
const FIXTURES = resolve('test/wordpress/fixtures');

/** What install.php set up, by name: the journeys' products and pages. */
export interface ShopIds {
  products: {
    simple: number;
    sale: number;
    outOfStock: number;
    soldIndividually: number;
    variable: number;
    manyVariations: number;
  };
  cartPage: number;
  checkoutPage: number;
}

export interface Site extends ShopIds {
  url: string;
  /** this run's WordPress folder */
  coreDir: string;
  /** where the site's PHP warnings and notices go (WP_DEBUG_LOG) */
  debugLog: string;
}

const run = promisify(execFile);

/**
 * PHP's opcode cache, which Debian's php-cli has off (`opcache.enable_cli`): without it every request
 * and every wpPhp() compiles WordPress and WooCommerce again. The server keeps its cache in shared
 * memory (its workers fork from it) and writes no file cache: a file cache written by the server's
 * workers and read by a command-line run crashed PHP 8.2 (SIGSEGV) for every later run. The one-off
 * command-line runs share a file cache in the run's folder. Timestamps are checked on every include,
 * so a file a test writes is read as written.
 */
const OPCACHE = ['-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=1', '-d', 'opcache.revalidate_freq=0'];
const opcacheDir = (runDir: string) => join(runDir, 'opcache');
const cliOpcache = (runDir: string) => [...OPCACHE, '-d', `opcache.file_cache=${opcacheDir(runDir)}`];

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
      `${name} is missing: run \`node scripts/ensure.mjs --wordpress\` (installs Debian's php-cli, php-mysql, php-gd, mariadb-server)`,
    );
  return found;
}

/**
 * WordPress core with WooCommerce and Complianz in its plugins folder, unpacked once from the
 * archives in ../shared/vendor (a marker file says the unpacking finished).
 */
function unpackCore(): void {
  const marker = join(CORE_DIR, '.unpacked');
  if (existsSync(marker)) return;
  for (const archive of Object.values(ARCHIVES)) {
    if (!existsSync(join(VENDOR_DIR, archive)))
      throw new Error(`${join(VENDOR_DIR, archive)} is missing: the WordPress tests need ../shared/vendor (or SHOP_ISLANDS_VENDOR)`);
  }
  rmSync(CORE_DIR, { recursive: true, force: true });
  mkdirSync(CORE_DIR, { recursive: true });
  execFileSync('tar', ['-xzf', join(VENDOR_DIR, ARCHIVES.wordpress), '-C', CORE_DIR, '--strip-components=1']);
  const plugins = join(CORE_DIR, 'wp-content/plugins');
  execFileSync('tar', ['-xzf', join(VENDOR_DIR, ARCHIVES.woocommerce), '-C', plugins]);
  execFileSync('tar', ['-xzf', join(VENDOR_DIR, ARCHIVES.complianz), '-C', plugins]);
  writeFileSync(marker, '');
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
  mkdirSync(opcacheDir(runDir));
  // this run's WordPress: hard links to the unpacked core (nothing writes into core files), its own config and plugin
  const siteDir = join(runDir, 'wordpress');
  execFileSync('cp', ['-al', CORE_DIR, siteDir]);
  rmSync(join(siteDir, '.unpacked'));
  writeFileSync(
    join(siteDir, 'wp-config.php'),
    readFileSync(join(FIXTURES, 'wp-config.php'), 'utf8')
      .replaceAll('%DB_HOST%', `127.0.0.1:${dbPort}`)
      .replaceAll('%DEBUG_LOG%', debugLog)
      .replaceAll('%SITE_URL%', url),
  );
  installPlugin(siteDir);
  cpSync(join(FIXTURES, 'mu-plugins'), join(siteDir, 'wp-content/mu-plugins'), { recursive: true });
  const partial = { url, coreDir: siteDir, debugLog };
  await wpPhpFile(join(FIXTURES, 'install.php'), partial, { WP_INSTALLING: '1' });
  const ids = JSON.parse(await wpPhpFile(join(FIXTURES, 'shop.php'), partial)) as ShopIds;
  const site: Site = { ...partial, ...ids };
  process.env.SHOP_ISLANDS_SITE_FILE = join(runDir, 'site.json');
  writeFileSync(siteFile(), JSON.stringify(site));

  // several workers: a browser fetches the loader's chunks in parallel
  const webLogFile = join(runDir, 'php-server.log');
  const webLog = openSync(webLogFile, 'a');
  const web = spawn('php', [...OPCACHE, '-S', `127.0.0.1:${webPort}`, '-t', siteDir, join(FIXTURES, 'router.php')], {
    stdio: ['ignore', webLog, webLog],
    detached: true,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '6' },
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

/** Installs the plugin as a site owner would: unpacked from the zip into wp-content/plugins. */
function installPlugin(siteDir: string): void {
  const zip = resolve('wordpress/shop-islands.zip');
  execFileSync('node', ['scripts/plugin.mjs'], { stdio: 'ignore' });
  const plugins = join(siteDir, 'wp-content/plugins');
  rmSync(join(plugins, 'shop-islands'), { recursive: true, force: true });
  execFileSync('python3', ['-m', 'zipfile', '-e', zip, plugins]);
}

export function currentSite(): Site {
  return JSON.parse(readFileSync(siteFile(), 'utf8')) as Site;
}

async function wpPhpFile(
  file: string,
  site: Pick<Site, 'url' | 'coreDir' | 'debugLog'>,
  env: Record<string, string> = {},
): Promise<string> {
  // the run's folder holds its WordPress (coreDir) and its opcode cache
  const runDir = dirname(site.coreDir);
  const php = () =>
    run('php', [...cliOpcache(runDir), join(FIXTURES, 'run.php'), file], {
      env: { ...process.env, ...env, WP_CORE_DIR: site.coreDir, WP_SITE_URL: site.url },
      maxBuffer: 16 * 1024 * 1024,
    });
  try {
    try {
      return (await php()).stdout;
    } catch (error) {
      // PHP itself crashed (a damaged opcode file cache, not the code run): the cache goes, one more try
      if ((error as { signal?: string }).signal !== 'SIGSEGV') throw error;
      console.warn(`[wordpress] php crashed (SIGSEGV) running ${file}: its opcode file cache is emptied and it runs once more`);
      rmSync(opcacheDir(runDir), { recursive: true, force: true });
      mkdirSync(opcacheDir(runDir));
      return (await php()).stdout;
    }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    // a fatal error goes to the debug log, not to stderr
    const logged = existsSync(site.debugLog) ? readFileSync(site.debugLog, 'utf8').slice(-2000) : '';
    throw new Error(`PHP failed (${file}):\n${stderr}\n${stdout}`.slice(0, 4000) + `\n${logged}`, { cause: error });
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
