import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const LOADER = 'shop-islands';
const outDir = process.env.SHOP_ISLANDS_OUT ?? 'dist';

/** Each island folder with an index.tsx becomes its own named, hashed chunk. */
const islandEntries = Object.fromEntries(
  readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('widgets', entry.name, 'index.tsx')))
    .map((entry) => [`islands/${entry.name}`, `widgets/${entry.name}/index.tsx`]),
);

/** The loader keeps a stable name for the theme's script tag; everything else is content-hashed. */
function unhashLoader() {
  const hashed = readdirSync(outDir).find((file) => file.startsWith(`${LOADER}-`) && file.endsWith('.js'));
  if (!hashed) throw new Error('loader output not found');
  const code = readFileSync(join(outDir, hashed), 'utf8').replace(`//# sourceMappingURL=${hashed}.map`, `//# sourceMappingURL=${LOADER}.js.map`);
  writeFileSync(join(outDir, `${LOADER}.js`), code);
  renameSync(join(outDir, `${hashed}.map`), join(outDir, `${LOADER}.js.map`));
  rmSync(join(outDir, hashed));
}

export default defineConfig({
  entry: { [LOADER]: 'src/loader.ts', ...islandEntries },
  outDir,
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  minify: true,
  sourcemap: true,
  clean: true,
  dts: false,
  treeshake: true,
  // A browser bundle: React and every other dependency are bundled, not left as bare imports.
  noExternal: [/.*/],
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.entryNames = '[dir]/[name]-[hash]';
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
  async onSuccess() {
    unhashLoader();
  },
});
