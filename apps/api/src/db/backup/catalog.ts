import type pg from 'pg';

/**
 * What the backup reads of PostgreSQL's catalog (decision 046): the application's tables and their
 * columns, its sequences, the order foreign keys impose, and the job queue's tables.
 */

/** The application's schema; pg-boss keeps its own (`pgboss`). */
export const APP_SCHEMA = 'public';
export const JOBS_SCHEMA = 'pgboss';
/** The job states a backup keeps: jobs not yet done (pg-boss's enum orders them before `completed`). */
export const PENDING_JOB_STATES = ['created', 'retry', 'active'];

/** A quoted SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

export interface CatalogTable {
  schema: string;
  name: string;
  /** Written columns, in order: generated columns are left to PostgreSQL to compute again. */
  columns: string[];
  partitioned: boolean;
}

/** The tables of `schema` (partitions only through their parent), each with its written columns. */
export async function tablesOf(client: pg.ClientBase, schema: string): Promise<CatalogTable[]> {
  const res = await client.query<{ name: string; columns: string[]; kind: string }>(
    `SELECT c.relname AS name, c.relkind AS kind, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname, c.relkind
      ORDER BY c.relname`,
    [schema],
  );
  return res.rows.map((r) => ({ schema, name: r.name, columns: r.columns, partitioned: r.kind === 'p' }));
}

/** The sequences of `schema` (identity columns' among them) with where they stand. */
export async function sequencesOf(client: pg.ClientBase, schema: string): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY 1`,
    [schema],
  );
  const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
  for (const { name } of names.rows) {
    // NOTE: a sequence is outside the snapshot: this is where it stands now, at or past every row copied.
    const res = await client.query<{ last: string; called: boolean }>(`SELECT last_value::text AS last, is_called AS called FROM ${qualified(schema, name)}`);
    const row = res.rows[0];
    if (row) sequences.push({ name: `${schema}.${name}`, lastValue: row.last, isCalled: row.called });
  }
  return sequences;
}

/**
 * `tables` ordered so that every table comes after the tables its foreign keys point to (a table
 * pointing to itself is fine: PostgreSQL checks those at the end of the COPY).
 */
export async function foreignKeyOrder<T extends { schema: string; name: string }>(client: pg.ClientBase, tables: T[]): Promise<T[]> {
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const edges = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || c.relname AS child, pn.nspname || '.' || p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f'`,
  );
  const pending = new Map(tables.map((t) => [key(t), t]));
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges.rows) {
    if (child === parent || !pending.has(child) || !pending.has(parent)) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: T[] = [];
  while (pending.size > 0) {
    const ready = [...pending.keys()].filter((k) => ![...(parents.get(k) ?? [])].some((p) => pending.has(p)));
    if (ready.length === 0) throw new Error(`The foreign keys between ${[...pending.keys()].join(', ')} form a cycle: no order loads them`);
    for (const k of ready.sort()) {
      ordered.push(pending.get(k) as T);
      pending.delete(k);
    }
  }
  return ordered;
}
