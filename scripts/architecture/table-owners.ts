#!/usr/bin/env node
// Part of `npm run lint:layers` (issue #29 item 1, decision 069): only a table's owner
// (apps/api/src/db/table-owners.ts) reads or writes it. Every file of apps/api/src but db/ and tests
// is read for the tables it names (table-use.ts); a file that names a table its module does not own
// fails. No exceptions: the list of known ones this check started with (154 uses) reached zero and is
// gone (decision 075).
//   node scripts/architecture/table-owners.ts
import fs from 'node:fs';
import path from 'node:path';
import { type TableOwner, tableOwners } from '../../apps/api/src/db/table-owners.ts';
import { grouped, repositoryRoot, runAsCommand } from './module-graph.ts';
import { sourceFiles, tablesUsed, unitOf } from './table-use.ts';

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
export function checkTableOwners(src: string, owners: Record<string, string>) {
  const found = trespassers(src, owners);
  const lines: string[] = [];
  const missing = [...new Set(Object.values(owners))].filter((owner) => owner !== 'lib' && !fs.existsSync(path.join(src, 'modules', owner)));
  for (const owner of missing) lines.push(`table-owners: ${owner} owns a table but apps/api/src/modules/${owner}/ does not exist — correct db/table-owners.ts`);
  const uses = Object.entries(found).flatMap(([table, files]) => files.map((file) => [table, file] as const));
  for (const [table, file] of uses)
    lines.push(
      `table-owners: ${file} uses ${table}, which ${owners[table]} owns — ask ${owners[table]} through what its index.ts exports (or move the query there)`,
    );
  lines.push(`table-owners: ${uses.length} use(s) of a table outside its owner`);
  return { ok: uses.length === 0 && missing.length === 0, lines, found };
}

if (runAsCommand(import.meta.url)) {
  const { ok, lines } = checkTableOwners(path.join(repositoryRoot, 'apps/api/src'), tableOwners as Record<string, TableOwner>);
  for (const line of lines) (ok ? console.log : console.error)(line);
  process.exit(ok ? 0 : 1);
}
