import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tableOwnerNames, tableOwners } from '../../apps/api/src/db/table-owners.ts';
import { checkTableOwners } from './table-owners.ts';
import { tablesUsed } from './table-use.ts';

// The table-owner check of decision 069 on small source trees written to a temporary folder: each
// test is a probe that breaks (or keeps) the rule.

let folder: string | null = null;

function source(files: Record<string, string>): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-tables-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(folder, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return folder;
}

afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = null;
});

const owners = { bikes: 'bikes', users: 'users', scans: 'verification' };
const folders = { 'modules/bikes/MODULE.md': 'x\n', 'modules/users/MODULE.md': 'x\n', 'modules/verification/MODULE.md': 'x\n' };
const bikesRepository = [
  'export const bikeRepository = {',
  "  find: (db, id) => db.selectFrom('bikes as b').innerJoin('users as u', 'u.id', 'b.owner_id').where('b.id', '=', id).execute(),",
  '};',
].join('\n');

describe('table-owners', () => {
  it('refuses a file that joins a table another module owns, naming the file, the table and its owner', () => {
    const src = source({ ...folders, 'modules/bikes/bike.repository.ts': bikesRepository });
    const { ok, lines } = checkTableOwners(src, owners);
    expect(ok).toBe(false);
    expect(lines[0]).toBe(
      'table-owners: modules/bikes/bike.repository.ts uses users, which users owns — ask users through what its index.ts exports (or move the query there)',
    );
  });

  it('finds a table in the text of a `sql` template', () => {
    const src = source({
      ...folders,
      'modules/verification/retention.repository.ts':
        'export const purge = (db) => sql`DELETE FROM scans s USING bikes b WHERE s.bike_id = b.id`.execute(db);\n',
    });
    expect(checkTableOwners(src, owners).lines[0]).toContain('modules/verification/retention.repository.ts uses bikes, which bikes owns');
  });

  it('leaves out db/ (migrations, backup: every table), tests, comments and names that are not tables', () => {
    const src = source({
      ...folders,
      'db/backup/backup.ts': "export const dump = (db) => db.selectFrom('users').selectAll().execute();\n",
      'modules/bikes/bike.test.ts': "export const seed = (db) => db.insertInto('users').values({}).execute();\n",
      'modules/bikes/bike.service.ts':
        "// selectFrom('users') once lived here\n/* UPDATE users */\nexport const recent = (db) => db.with('recent', (q) => q).selectFrom('recent').execute();\n",
    });
    expect(checkTableOwners(src, owners).ok).toBe(true);
  });

  it('refuses an owner that is no module folder', () => {
    const src = source({ 'modules/bikes/bike.repository.ts': "export const f = (db) => db.selectFrom('bikes').execute();\n" });
    const { ok, lines } = checkTableOwners(src, { bikes: 'bikes', users: 'accounts' });
    expect(ok).toBe(false);
    expect(lines[0]).toBe('table-owners: accounts owns a table but apps/api/src/modules/accounts/ does not exist — correct db/table-owners.ts');
  });

  it('reads every way a query names its tables', () => {
    const tables = new Set(['bikes', 'tags', 'users', 'scans', 'sightings']);
    const text = [
      "db.selectFrom(['bikes as b', 'tags as t'])",
      ".leftJoin('users', 'users.id', 'b.owner_id')",
      "trx.updateTable('sightings').set({})",
      'sql`INSERT INTO scans (id) VALUES (1)`',
    ].join('\n');
    expect(tablesUsed(text, tables)).toEqual(['bikes', 'scans', 'sightings', 'tags', 'users']);
  });

  it('names an owner for every table, each a module of apps/api/src/modules or lib', () => {
    for (const [table, owner] of Object.entries(tableOwners)) {
      expect(tableOwnerNames, table).toContain(owner);
      if (owner !== 'lib') expect(fs.existsSync(new URL(`../../apps/api/src/modules/${owner}/`, import.meta.url)), `${table}: ${owner}`).toBe(true);
    }
  });
});
