import { nonPersonalColumns, retentionPolicy } from '@ritrova/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportCoverage } from '../src/modules/privacy/export-coverage.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * Issue #26 item 5: the retention table (packages/shared retention-policy.ts) stays true to the
 * migrated schema. Every column of every table is either personal data under a rule or listed as not
 * personal; every table and column a rule names exists; and every column a rule names is in the
 * person's export or marked as not exported with a reason (privacy/export-coverage.ts).
 */
let database: { url: string; drop(): Promise<void> };
let schema: Map<string, Set<string>>;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'), inject('pgTemplate'));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`,
    );
    schema = new Map();
    for (const row of rows) schema.set(row.table_name, (schema.get(row.table_name) ?? new Set()).add(row.column_name));
  } finally {
    await client.end();
  }
});
afterAll(() => database.drop());

/** What a rule's `data` names: database tables, or places outside it (files, logs, backups) that the operator or a file step keeps. */
const isPlace = (key: string, rule: (typeof retentionPolicy)[number]) => rule.enforcement === 'operator' || /[/ ]/.test(key);

/** Every (table, column) the rules name, as `table.column`. */
function ruleColumns(): Set<string> {
  const named = new Set<string>();
  for (const rule of retentionPolicy) {
    for (const [table, columns] of Object.entries(rule.data)) {
      if (isPlace(table, rule)) continue;
      for (const column of columns) named.add(`${table}.${column}`);
    }
  }
  return named;
}

describe('the retention table against the migrated schema', () => {
  it('names every column of every table: personal data under a rule, or listed as not personal', () => {
    const named = ruleColumns();
    const nonPersonal = new Set(Object.entries(nonPersonalColumns).flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`)));
    const unlisted: string[] = [];
    const both: string[] = [];
    for (const [table, columns] of schema) {
      for (const column of columns) {
        const key = `${table}.${column}`;
        if (!named.has(key) && !nonPersonal.has(key)) unlisted.push(key);
        if (named.has(key) && nonPersonal.has(key)) both.push(key);
      }
    }
    expect(unlisted, 'columns in no rule of retentionPolicy and not in nonPersonalColumns').toEqual([]);
    expect(both, 'columns listed as personal (a rule) and as not personal').toEqual([]);
  });

  it('names only tables and columns that exist', () => {
    const missing: string[] = [];
    for (const rule of retentionPolicy) {
      for (const [table, columns] of Object.entries(rule.data)) {
        if (isPlace(table, rule)) continue;
        const existing = schema.get(table);
        if (!existing) missing.push(`${rule.id}: table ${table}`);
        for (const column of columns) if (existing && !existing.has(column)) missing.push(`${rule.id}: ${table}.${column}`);
      }
      for (const reduced of 'reduces' in rule ? rule.reduces : []) {
        const [table = '', column] = reduced.split('.');
        if (!schema.has(table) || (column !== undefined && !schema.get(table)?.has(column))) missing.push(`${rule.id} reduces ${reduced}`);
      }
    }
    for (const [table, columns] of Object.entries(nonPersonalColumns)) {
      for (const column of columns) if (!schema.get(table)?.has(column)) missing.push(`nonPersonalColumns: ${table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it("puts every column a rule names in the person's export, or says why not", () => {
    const uncovered: string[] = [];
    const stale: string[] = [];
    const named = ruleColumns();
    for (const key of named) if (!(key in exportCoverage)) uncovered.push(key);
    for (const [key, how] of Object.entries(exportCoverage)) {
      if (!named.has(key)) stale.push(key);
      if ('notExported' in how) expect(how.notExported.length, `${key}: a reason`).toBeGreaterThan(10);
    }
    expect(uncovered, 'columns of rules neither exported nor marked notExported (privacy/export-coverage.ts)').toEqual([]);
    expect(stale, 'export coverage for columns no rule names').toEqual([]);
  });
});
