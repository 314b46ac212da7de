/**
 * Two builds that share one output folder:
 * 1. the islands: one entry per widgets/<name>/index.tsx, code splitting, content-hashed chunks
 *    (React and shared code land in chunks/ and load once);
 * 2. the loader dist/shop-islands.js: a file with a stable name, built after (1) with the map from
 *    island name to its hashed chunk, so a page without hosts loads nothing else; its one static
 *    import is dist/consent-core-<hash>.js (src/consent/start.ts, with the map of its own page
 *    modules), which thus runs before it and is cached apart from it (the plugin preloads it);
 *    beside them dist/consent-crawlers.js, the crawler list the core imports only for a visitor
 *    without consent cookies (a file of its own: the list would add 14 % to every page's loader);
 * 3. dist/map-cluster-worker.js: the map's clustering worker (a module worker, self-contained, a
 *    stable name beside the loader: the map's live chunk in chunks/ starts it as
 *    `new URL('../map-cluster-worker.js', import.meta.url)`);
 * 4. dist/consent-head.js: the classic head snippet with Consent Mode's defaults (an IIFE, no
 *    source map), which a theme prints inline as the first thing in <head>.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, defineConfig, type Options } from 'tsup';

/** SHOP_ISLANDS_LITE=1: the same source with React aliased to preact/compat, into dist/lite. */
const lite = process.env.SHOP_ISLANDS_LITE === '1';
const outDir = process.env.SHOP_ISLANDS_OUT ?? (lite ? 'dist/lite' : 'dist');
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const islandEntries = Object.fromEntries(
  readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('widgets', entry.name, 'index.tsx')))
    .map((entry) => [`islands/${entry.name}`, `widgets/${entry.name}/index.tsx`]),
);

/**
 * Plain modules (no framework) that island specs load from the loader before any island hydrates,
 * built with the islands so that they share one instance of what they import (the cart store).
 */
const PAGE_MODULES: Record<string, string> = {
  'cart-start': 'src/cart/start.ts',
  'attribution-visits': 'widgets/order-attribution/visits.ts',
  'consent-banner-paint': 'widgets/consent-banner/paint.ts',
  'checkout-page': 'widgets/checkout/page.ts',
  'checkout-early': 'widgets/checkout/early.ts',
  'add-to-cart-early': 'widgets/add-to-cart/early.ts',
  'mini-cart-early': 'widgets/mini-cart/early.ts',
  'manage-consent-early': 'widgets/manage-consent/early.ts',
  'sort-select-early': 'widgets/sort-select/early.ts',
  'quick-view-early': 'widgets/quick-view/early.ts',
  'consent-actions': 'src/consent/actions.ts',
  'consent-unblock': 'src/consent/unblock.ts',
};
const pageModuleEntries = Object.fromEntries(Object.entries(PAGE_MODULES).map(([name, path]) => [`islands/${name}`, path]));
const pageModuleOf = (entryPoint: string) => Object.entries(PAGE_MODULES).find(([, path]) => path === entryPoint)?.[0];

const shared: Options = {
  outDir,
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  dts: false,
  treeshake: true,
  // A browser bundle: React and every other dependency are bundled, not left as bare imports.
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
};

type Metafile = { outputs: Record<string, { entryPoint?: string; imports?: Array<{ path: string; kind: string }> }> };
const readMetafile = () => JSON.parse(readFileSync(join(outDir, 'metafile-esm.json'), 'utf8')) as Metafile;
const nameOfEntry = (entryPoint = '') => /^widgets\/([^/]+)\/index\.tsx$/.exec(entryPoint)?.[1] ?? pageModuleOf(entryPoint);

/**
 * island (or page module) name → every file its chunk loads, itself and its static imports all the
 * way down, relative to dist/islands/ (for the warm page module: src/islands/warm-page.ts).
 */
function islandFiles(): Record<string, string[]> {
  const meta = readMetafile();
  const files: Record<string, string[]> = {};
  for (const [output, info] of Object.entries(meta.outputs)) {
    const name = nameOfEntry(info.entryPoint);
    if (!name || !output.endsWith('.js')) continue;
    const seen = new Set<string>();
    const walk = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const imported of meta.outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') walk(imported.path);
    };
    walk(output);
    files[name] = [...seen].map((path) => path.replace(`${outDir}/islands/`, './').replace(`${outDir}/`, '../'));
  }
  return files;
}

/**
 * Builds `entry` alone, what it imports bundled in (no shared chunks), as `<dir>/<name>-<hash>.js`
 * in the output folder; returns its hash.
 */
async function buildHashed(name: string, entry: string, dir: '.' | 'islands', options: Pick<Options, 'define' | 'sourcemap'> = {}) {
  await build({
    ...shared,
    config: false,
    silent: true,
    entry: { [`${dir}/${name}`]: entry },
    splitting: false,
    clean: false,
    ...options,
    define: { ...shared.define, ...options.define },
    esbuildOptions(esbuild) {
      esbuild.entryNames = '[dir]/[name]-[hash]';
      esbuild.legalComments = 'none';
    },
  });
  const file = readdirSync(join(outDir, dir)).find((candidate) => new RegExp(`^${name}-[A-Z0-9]{8}\\.js$`).test(candidate));
  if (!file) throw new Error(`${dir}/${name}-<hash>.js was not built`);
  return file.slice(name.length + 1, -'.js'.length);
}

/** dist/islands/warm-<hash>.js, with the map of islandFiles(). */
const buildWarmModule = () =>
  buildHashed('warm', 'src/islands/warm-page.ts', 'islands', {
    sourcemap: false,
    define: { __ISLAND_FILES__: JSON.stringify(islandFiles()) },
  });

/**
 * The code that sends a press's request from the loader (a spec's `sendAtOnce`), fetched as soon as a
 * page shows a host for it: dist/islands/<name>-<hash>.js, each self-contained, because with the
 * islands' shared chunks the add to cart's came as a dozen small files (6 KB gzip for its 2.5 KB).
 */
const AT_ONCE_MODULES: Record<string, string> = {
  'add-to-cart-at-once': 'widgets/add-to-cart/send-at-once.ts',
  'quick-view-at-once': 'widgets/quick-view/send-at-once.ts',
};
const buildAtOnceModules = async (): Promise<Record<string, string>> => {
  const hashes: Record<string, string> = {};
  for (const [name, entry] of Object.entries(AT_ONCE_MODULES)) hashes[name] = await buildHashed(name, entry, 'islands');
  return hashes;
};

/** The page modules only the consent core loads: its map holds them, the loader's does not. */
const CONSENT_CORE_MODULES = ['consent-actions', 'consent-unblock'];

/**
 * dist/consent-core-<hash>.js (src/consent/start.ts), the loader's first import, with the map of
 * the page modules it loads; returns its file name.
 */
async function buildConsentCore(chunks: Record<string, string>): Promise<string> {
  const own = Object.fromEntries(CONSENT_CORE_MODULES.map((name) => [name, chunks[name]]));
  const hash = await buildHashed('consent-core', 'src/consent/start.ts', '.', { define: { __ISLAND_CHUNKS__: JSON.stringify(own) } });
  return `consent-core-${hash}.js`;
}

/** island name → chunk path relative to the loader, read from the islands build's metafile. */
function islandChunkMap(): Record<string, string> {
  const meta = readMetafile();
  const map: Record<string, string> = {};
  for (const [output, info] of Object.entries(meta.outputs)) {
    const island = nameOfEntry(info.entryPoint);
    if (!island || !output.endsWith('.js')) continue;
    // the loader rebuilds `./islands/<name>-<hash>.js` from the hash alone, which keeps it small
    const hash = new RegExp(`^${outDir}/islands/${island}-([A-Za-z0-9]+)\\.js$`).exec(output)?.[1];
    if (!hash) throw new Error(`unexpected chunk path for island ${island}: ${output}`);
    map[island] = hash;
  }
  return map;
}

export default defineConfig({
  ...shared,
  entry: { ...islandEntries, ...pageModuleEntries },
  splitting: true,
  clean: true,
  metafile: true,
  esbuildOptions(options) {
    if (lite) options.alias = { ...options.alias, ...PREACT_ALIASES };
    options.entryNames = '[dir]/[name]-[hash]';
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
  async onSuccess() {
    const warm = await buildWarmModule();
    const chunks = { ...islandChunkMap(), ...(await buildAtOnceModules()) };
    const consentCore = await buildConsentCore(chunks);
    // the loader's map: what the islands and their specs load (the consent core's own modules are in its file)
    const loaderChunks = Object.fromEntries(Object.entries(chunks).filter(([name]) => !CONSENT_CORE_MODULES.includes(name)));
    await build({
      ...shared,
      config: false,
      silent: true,
      entry: { 'shop-islands': 'src/loader.ts', 'consent-crawlers': 'src/consent/crawlers.ts' },
      splitting: false,
      clean: false,
      define: { ...shared.define, __ISLAND_CHUNKS__: JSON.stringify({ ...loaderChunks, warm }) },
      esbuildPlugins: [
        {
          name: 'consent-core',
          setup(build) {
            build.onResolve({ filter: /^shop-islands:consent-core$/ }, () => ({ path: `./${consentCore}`, external: true }));
          },
        },
      ],
      esbuildOptions(options) {
        options.legalComments = 'none';
      },
    });
    await build({
      ...shared,
      config: false,
      silent: true,
      entry: { 'map-cluster-worker': 'widgets/map/cluster-worker.ts' },
      splitting: false,
      clean: false,
      esbuildOptions(options) {
        options.legalComments = 'none';
      },
    });
    await build({
      ...shared,
      config: false,
      silent: true,
      entry: { 'consent-head': 'src/consent/head.ts' },
      format: ['iife'],
      // it runs first on every page, in every browser a visitor may have
      target: 'es2015',
      sourcemap: false,
      splitting: false,
      clean: false,
      outExtension: () => ({ js: '.js' }),
      esbuildOptions(options) {
        options.legalComments = 'none';
      },
    });
  },
});
