import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// NOTE: PostgreSQL's int8 (count(*), sums) arrives as a string by default; every
// int8 we read is a count or an amount in cents, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// A `date` stays the calendar day it names (no time zone shift through Date).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

/** Opens the connection pool and the typed query builder on it. */
export function createDatabase(url: string, poolSize: number): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a client in use (a query or transaction in flight when PostgreSQL stops): node-postgres
  // rejects its query *and* emits 'error' on the client, which no listener would catch. The
  // rejected query is what the request sees (503, plugins/errors.ts); the client is discarded.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
