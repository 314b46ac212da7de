#!/usr/bin/env node
/**
 * Packs the WordPress plugin: copies the built dist/ (React and lite) into wordpress/shop-islands/dist
 * and writes wordpress/shop-islands.zip, installable through Plugins → Add New → Upload.
 * `npm run plugin` builds first; the tests call this script on the build they just made.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const PLUGIN_DIR = resolve('wordpress/shop-islands');
const ZIP_FILE = resolve('wordpress/shop-islands.zip');
// Source maps and the build's own reports stay out of the plugin: nothing on a site reads them.
const LEFT_OUT = /\.map$|^metafile-esm\.json$|^sizes\.json$/;

if (!existsSync('dist/shop-islands.js') || !existsSync('dist/lite/shop-islands.js')) {
  console.error('[plugin] dist/ is incomplete: run `npm run build` first (or `npm run plugin`, which builds).');
  process.exit(1);
}

rmSync(`${PLUGIN_DIR}/dist`, { recursive: true, force: true });
cpSync('dist', `${PLUGIN_DIR}/dist`, { recursive: true, filter: (source) => !LEFT_OUT.test(basename(source)) });

// Content-hashed chunks never change under their name: Apache serves them with a year's caching
// (nginx: the README's location block). The loader is versioned by its content in its URL.
const IMMUTABLE = `<IfModule mod_headers.c>
\tHeader set Cache-Control "public, max-age=31536000, immutable"
</IfModule>
`;
for (const build of ['dist', 'dist/lite']) {
  for (const folder of ['islands', 'chunks']) writeFileSync(`${PLUGIN_DIR}/${build}/${folder}/.htaccess`, IMMUTABLE);
}

rmSync(ZIP_FILE, { force: true });
// python3's zipfile rather than an npm package or `zip`, which a fresh machine may lack.
execFileSync(
  'python3',
  [
    '-c',
    `import os, sys, zipfile
root, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            z.write(path, os.path.join('shop-islands', os.path.relpath(path, root)))`,
    PLUGIN_DIR,
    ZIP_FILE,
  ],
  { stdio: 'inherit' },
);
console.log(`[plugin] ${ZIP_FILE}`);
