#!/usr/bin/env node
// Part of `npm run lint:layers` (issue #29 item 1, decision 069): only a table's owner
// (apps/api/src/db/table-owners.ts) reads or writes it. Every file of apps/api/src but db/ and tests
// is read for the tables it names (table-use.ts); a file that names a table its module does not own
// fails, unless scripts/data/table-owner-exceptions.json lists it — today's trespassers, a list that
// may only shrink: a listed file that no longer names its table fails too, until it leaves the list.
//   node scripts/architecture/table-owners.ts                    the check
//   node scripts/architecture/table-owners.ts --write-exceptions rewrite the list from the code, never
//                                                                longer (after files moved; --allow-growth to force)
import fs from 'node:fs';
import path from 'node:path';
import { type TableOwner, tableOwners } from '../../apps/api/src/db/table-owners.ts';
import { grouped, ratchet, repositoryRoot, runAsCommand, writeExceptions } from './module-graph.ts';
import { sourceFiles, tablesUsed, unitOf } from './table-use.ts';

export const tableOwnerExceptionsFile = path.join(repositoryRoot, 'scripts/data/table-owner-exceptions.json');

/** Per table, the files (relative to `src`) of a part other than the owner that name it. */
export function trespassers(src: string, owners: Record<string, string>): Record<string, string[]> {
  const tables = new Set(Object.keys(owners));
  const pairs: [string, string][] = [];
  for (const file of sourceFiles(src)) {
    const unit = unitOf(file);
    if (unit === null) continue;
    for (const table of tablesUsed(fs.readFileSync(path.join(src, file), 'utf8'), tables)) if (owners[table] !== unit) pairs.push([table, file]);
  }
  return grouped(pairs);
}

/** The check: its report lines and whether it passed. */
export function checkTableOwners(src: string, owners: Record<string, string>, exceptions: Record<string, string[]>) {
  const found = trespassers(src, owners);
  const { added, gone } = ratchet(found, exceptions);
  const lines: string[] = [];
  const missing = [...new Set(Object.values(owners))].filter((owner) => owner !== 'lib' && !fs.existsSync(path.join(src, 'modules', owner)));
  for (const owner of missing) lines.push(`table-owners: ${owner} owns a table but apps/api/src/modules/${owner}/ does not exist — correct db/table-owners.ts`);
  for (const [table, file] of added)
    lines.push(
      `table-owners: ${file} uses ${table}, which ${owners[table]} owns — ask ${owners[table]} through what its index.ts exports (or move the query there)`,
    );
  for (const [table, file] of gone)
    lines.push(`table-owners: ${file} no longer uses ${table} — remove it from scripts/data/table-owner-exceptions.json (the list only shrinks)`);
  const perTable = Object.entries(found)
    .map(([table, files]) => `${table} ${new Set(files.map((f) => unitOf(f))).size}`)
    .join(', ');
  const total = Object.values(found).reduce((n, files) => n + files.length, 0);
  lines.push(
    `table-owners: ${total} use(s) of a table outside its owner, ${Object.values(exceptions).flat().length} listed as known; ${added.length} new, ${gone.length} gone from the code but still listed`,
  );
  if (perTable) lines.push(`table-owners: modules other than the owner using each table: ${perTable}`);
  return { ok: added.length === 0 && gone.length === 0 && missing.length === 0, lines, found };
}

if (runAsCommand(import.meta.url)) {
  const src = path.join(repositoryRoot, 'apps/api/src');
  const owners: Record<string, TableOwner> = tableOwners;
  if (process.argv.includes('--write-exceptions')) {
    process.exit(writeExceptions('table-owners', tableOwnerExceptionsFile, trespassers(src, owners)) ? 0 : 1);
  } else {
    const exceptions = JSON.parse(fs.readFileSync(tableOwnerExceptionsFile, 'utf8')) as Record<string, string[]>;
    const { ok, lines } = checkTableOwners(src, owners, exceptions);
    for (const line of lines) (ok || !line.includes(' — ') ? console.log : console.error)(line);
    process.exit(ok ? 0 : 1);
  }
}
