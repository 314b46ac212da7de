#!/usr/bin/env node
/**
 * Packs the WordPress plugin: compiles its translations (languages/*.po to .mo and the editor
 * script's JSON), copies the built dist/ (React and lite) into wordpress/shop-islands/dist and writes
 * wordpress/shop-islands.zip, installable through Plugins → Add New → Upload.
 * `npm run plugin` builds first; the tests call this script on the build they just made.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const PLUGIN_DIR = resolve('wordpress/shop-islands');
const ZIP_FILE = resolve('wordpress/shop-islands.zip');
// Source maps and the build's own reports stay out of the plugin: nothing on a site reads them.
const LEFT_OUT = /\.map$|^metafile-esm\.json$|^sizes\.json$/;

if (!existsSync('dist/shop-islands.js') || !existsSync('dist/lite/shop-islands.js')) {
  console.error('[plugin] dist/ is incomplete: run `npm run build` first (or `npm run plugin`, which builds).');
  process.exit(1);
}

/** The entries of a .po file as written in languages/ (one line per msgctxt, msgid and msgstr). */
function readPo(file) {
  const unquote = (text) => JSON.parse(text);
  const entries = [];
  let entry = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (match) entry[match[1]] = unquote(match[2]);
    else if (line.startsWith('"') && 'msgstr' in entry) entry.msgstr += unquote(line);
    if (line.trim() === '' && 'msgstr' in entry) {
      entries.push(entry);
      entry = {};
    }
  }
  if ('msgstr' in entry) entries.push(entry);
  return entries;
}

/** GNU gettext's .mo: the catalogue WordPress reads for PHP and block.json strings. */
function toMo(entries) {
  const pairs = entries
    .map(({ msgctxt, msgid, msgstr }) => [Buffer.from(msgctxt ? `${msgctxt}\u0004${msgid}` : msgid), Buffer.from(msgstr)])
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = pairs.length;
  const tables = 28 + count * 16;
  const header = Buffer.alloc(tables);
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(28, 12);
  header.writeUInt32LE(28 + count * 8, 16);
  header.writeUInt32LE(0, 20);
  header.writeUInt32LE(tables, 24);
  const blobs = [];
  let offset = tables;
  const place = (buffer, at) => {
    header.writeUInt32LE(buffer.length, at);
    header.writeUInt32LE(offset, at + 4);
    blobs.push(buffer, Buffer.alloc(1));
    offset += buffer.length + 1;
  };
  pairs.forEach(([key], index) => place(key, 28 + index * 8));
  pairs.forEach(([, value], index) => place(value, 28 + count * 8 + index * 8));
  return Buffer.concat([header, ...blobs]);
}

/** The editor script's strings as WordPress's JavaScript translations (Jed 1.x JSON), by script handle. */
function toScriptJson(entries, locale) {
  const messages = { '': { domain: 'messages', lang: locale, 'plural-forms': 'nplurals=2; plural=(n != 1);' } };
  for (const { msgctxt, msgid, msgstr } of entries) if (msgid && !msgctxt) messages[msgid] = [msgstr];
  return JSON.stringify({ 'translation-revision-date': '', generator: 'shop-islands', domain: 'messages', locale_data: { messages } });
}

const LANGUAGES = `${PLUGIN_DIR}/languages`;
for (const file of readdirSync(LANGUAGES).filter((name) => name.endsWith('.po'))) {
  const entries = readPo(`${LANGUAGES}/${file}`);
  const locale = /-(\w+)\.po$/.exec(file)[1];
  writeFileSync(`${LANGUAGES}/${file.replace(/\.po$/, '.mo')}`, toMo(entries));
  writeFileSync(`${LANGUAGES}/shop-islands-${locale}-shop-islands-blocks-editor.json`, toScriptJson(entries, locale));
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
