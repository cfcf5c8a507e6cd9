#!/usr/bin/env node
// Part of `npm run lint` (decision 033): SQL — Kysely query building or the `sql` tag — lives in
// `*.repository.ts` files, `db/` and `cli/` of apps/api/src. Every other file may hold at most the
// number of SQL sites listed for it in scripts/sql-sites-baseline.json (what is left to move under
// issue #18); a new site, or a new file with one, fails. `--update` rewrites the baseline from the
// tree (after sites were moved; it never lets a count grow silently: review its diff).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'apps/api/src');
const baselineFile = path.join(root, 'scripts/sql-sites-baseline.json');
// A site: a query begun on a database handle (selectFrom, insertInto, updateTable, deleteFrom,
// mergeInto, replaceInto) or a raw `sql` template (its type argument may hold `>` itself).
const SITE = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql(?:<[^`]*?>)?`/g;
const allowed = (file) => /\.repository\.ts$/.test(file) || /^(db|cli)\//.test(file) || /\.test\.ts$/.test(file);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const counts = {};
for (const file of files(source)) {
  const relative = path.relative(source, file).split(path.sep).join('/');
  if (allowed(relative)) continue;
  const n = (fs.readFileSync(file, 'utf8').match(SITE) ?? []).length;
  if (n > 0) counts[relative] = n;
}
const total = Object.values(counts).reduce((a, b) => a + b, 0);

if (process.argv.includes('--update')) {
  const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`sql-sites: baseline written — ${total} sites in ${Object.keys(counts).length} files outside repositories`);
  process.exit(0);
}

const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8'));
const over = Object.entries(counts).filter(([file, n]) => n > (baseline[file] ?? 0));
const stale = Object.entries(baseline).filter(([file, n]) => (counts[file] ?? 0) < n);
for (const [file, n] of over) {
  console.error(`sql-sites: apps/api/src/${file} has ${n} SQL site(s), ${baseline[file] ?? 0} allowed — put the query in the module's *.repository.ts`);
}
console.log(
  `sql-sites: ${total} SQL sites in ${Object.keys(counts).length} files outside repositories, db/ and cli/ (baseline ${Object.values(baseline).reduce((a, b) => a + b, 0)})`,
);
if (stale.length > 0)
  console.log(`sql-sites: ${stale.length} file(s) have fewer sites than the baseline: run \`node scripts/sql-sites.mjs --update\` to lock the gain in`);
process.exit(over.length > 0 ? 1 : 0);
