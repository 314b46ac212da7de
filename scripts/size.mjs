#!/usr/bin/env node
/**
 * Reports the size of every file in dist (raw and gzip) and checks the byte budgets in
 * bench/budgets.json. Budgets are bytes, never times; they only go down.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (full !== join(dist, 'lite')) walk(full); // the lite build is reported on its own
    } else if (name.endsWith('.js') || name.endsWith('.css')) files.push(full);
  }
};
walk(dist);

const rows = files
  .map((file) => {
    const content = readFileSync(file);
    return { file: relative(dist, file), raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const width = Math.max(...rows.map((row) => row.file.length), 4);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
console.log(`${'total'.padEnd(width)}  ${kb(total.raw).padStart(10)}  ${kb(total.gzip).padStart(10)}`);
writeFileSync(join(dist, 'sizes.json'), JSON.stringify({ files: rows, total }, null, 2));

const failures = [];
const loader = rows.find((row) => row.file === 'shop-islands.js');
if (!loader) failures.push('dist/shop-islands.js is missing');
else if (loader.gzip > budgets.loaderGzip) failures.push(`loader is ${loader.gzip} B gzip, budget ${budgets.loaderGzip} B`);
// the head snippet (inline in every page), the consent core (the loader's first import, named by its
// hash) and the crawler list (first visits only), beside the loader
for (const [file, budget, name = new RegExp(`^${file.replaceAll('.', '\\.')}$`)] of [
  ['consent-head.js', budgets.consentHeadGzip],
  ['consent-core-<hash>.js', budgets.consentCoreGzip, /^consent-core-[A-Z0-9]{8}\.js$/],
  ['consent-crawlers.js', budgets.consentCrawlersGzip],
]) {
  const row = rows.find((candidate) => name.test(candidate.file));
  if (!row) failures.push(`dist/${file} is missing`);
  else if (row.gzip > budget) failures.push(`${file} is ${row.gzip} B gzip, budget ${budget} B`);
}
for (const row of rows) {
  const island = /^islands\/(.+)-[A-Z0-9]{8}\.js$/.exec(row.file)?.[1];
  if (!island) continue;
  const limit = budgets.islandGzip?.[island];
  if (limit === undefined) failures.push(`island ${island} has no budget in bench/budgets.json`);
  else if (row.gzip > limit) failures.push(`island ${island} is ${row.gzip} B gzip, budget ${limit} B`);
}
if (failures.length) {
  console.error(`\nSize budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
const core = rows.find((row) => row.file.startsWith('consent-core-'));
console.log(
  `\nSize budgets: ok (loader ${loader.gzip} B gzip of ${budgets.loaderGzip} B, its consent core ${core.gzip} B of ${budgets.consentCoreGzip} B)`,
);
