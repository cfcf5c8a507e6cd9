#!/usr/bin/env node
// Part of `npm run lint` (decision 033): SQL — Kysely query building or the `sql` tag — lives in
// `*.repository.ts` files, `db/` and `cli/` of apps/api/src; a site anywhere else fails. And only the
// ledger module names the ledger tables: a file outside modules/ledger/ and db/ that mentions one
// fails (the ledger exports what others need, decision 014). And every transaction goes through
// `runTransaction` (lib/transactions.ts), which retries deadlocks and serialization failures (issue #29
// item 5): a `.transaction()` anywhere else in apps/api/src fails. And no statement goes to the driver
// as a string (`pool.query`, `client.query`) outside db/ and cli/ (issue #29 item 4): SQL is Kysely or
// the `sql` tag, which the type system and this check can see.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'apps/api/src');
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

const LEDGER_TABLE = /\bledger_(?:accounts|entries|transactions)\b/;
const ledgerOwner = (file) => /^(modules\/ledger|db)\//.test(file);

const TRANSACTION = /\.transaction\(\)/g;
const transactionOwner = (file) => file === 'lib/transactions.ts' || /\.test\.ts$/.test(file);

const DRIVER_QUERY = /\.query\(/g;
const driverAllowed = (file) => /^(db|cli)\//.test(file) || /\.test\.ts$/.test(file);

const counts = {};
const driverQueries = [];
const ledgerTrespassers = [];
const bareTransactions = [];
for (const file of files(source)) {
  const relative = path.relative(source, file).split(path.sep).join('/');
  const text = fs.readFileSync(file, 'utf8');
  if (!ledgerOwner(relative) && !/\.test\.ts$/.test(relative) && LEDGER_TABLE.test(text)) ledgerTrespassers.push(relative);
  if (!transactionOwner(relative) && TRANSACTION.test(text)) bareTransactions.push(relative);
  TRANSACTION.lastIndex = 0;
  if (!driverAllowed(relative) && DRIVER_QUERY.test(text)) driverQueries.push(relative);
  DRIVER_QUERY.lastIndex = 0;
  if (allowed(relative)) continue;
  const n = (text.match(SITE) ?? []).length;
  if (n > 0) counts[relative] = n;
}
for (const file of ledgerTrespassers) {
  console.error(`sql-sites: apps/api/src/${file} names a ledger table — only modules/ledger/ reads or writes them; use what the ledger module exports`);
}
for (const file of bareTransactions) {
  console.error(`sql-sites: apps/api/src/${file} opens a transaction itself — use runTransaction (lib/transactions.ts), which retries deadlocks`);
}
for (const file of driverQueries) {
  console.error(`sql-sites: apps/api/src/${file} sends SQL to the driver itself (.query) — use Kysely or the sql tag in a repository`);
}
const total = Object.values(counts).reduce((a, b) => a + b, 0);

for (const [file, n] of Object.entries(counts)) {
  console.error(`sql-sites: apps/api/src/${file} has ${n} SQL site(s) — put the query in the module's *.repository.ts`);
}
console.log(
  `sql-sites: ${total} SQL sites outside repositories, db/ and cli/; ${ledgerTrespassers.length} file(s) outside the ledger naming its tables; ${bareTransactions.length} file(s) opening a transaction without runTransaction; ${driverQueries.length} file(s) calling the driver's query outside db/ and cli/`,
);
process.exit(total > 0 || ledgerTrespassers.length > 0 || bareTransactions.length > 0 || driverQueries.length > 0 ? 1 : 0);
