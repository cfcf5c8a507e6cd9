import type pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { accountSteps, type ChunkedStep, placesSteps, type Step, tagSteps } from './fill-accounts.js';
import { hunterSteps, rewardSteps } from './fill-rewards.js';
import { scanSteps, sightingSteps, theftSteps } from './fill-thefts.js';
import { helperFunctions, PLACE_COUNT_TOKEN, type Sizes } from './sizes.js';

/** The password of every filled account (the bench signs its users in without it; it is here for a person who looks). */
export const SCALE_PASSWORD = 'Scala-Ritrova-2026!';

type Log = (line: string) => void;

/** A connection ready for the fill: helpers, places, and commits that do not wait for the disk (the fill only). */
async function prepare(client: pg.PoolClient, z: Sizes, now: Date, repoRoot: string): Promise<void> {
  const places = placesSteps(repoRoot);
  await client.query('SET synchronous_commit = off');
  for (const f of helperFunctions(z, now)) await client.query(f.replace(PLACE_COUNT_TOKEN, String(places.count)));
  for (const s of places.steps) await client.query(s.sql, s.params);
}

async function timed(log: Log, title: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  log(`  ${title.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

/** Runs a chunked step on two connections at once (one per core): each takes the next chunk until none is left. */
async function runChunked(clients: pg.PoolClient[], step: ChunkedStep, log: Log): Promise<void> {
  let next = 1;
  await timed(log, step.title, () =>
    Promise.all(
      clients.map(async (client) => {
        while (next <= step.total) {
          const lo = next;
          const hi = Math.min(step.total, lo + step.chunk - 1);
          next = hi + 1;
          await client.query(step.sql(lo, hi));
        }
      }),
    ),
  );
}

/**
 * `scans` is loaded as pg_restore would load it: its foreign keys and secondary indexes are dropped
 * first and made again afterwards (the foreign keys validated over every row), exactly as the
 * migrations defined them (read back from the catalogue).
 */
async function withoutScanConstraints(client: pg.PoolClient, log: Log, load: () => Promise<void>): Promise<void> {
  const fks = (
    await client.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'scans'::regclass AND contype = 'f'`,
    )
  ).rows;
  const indexes = (
    await client.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'scans' AND indexname <> 'scans_pkey'`,
    )
  ).rows;
  for (const fk of fks) await client.query(`ALTER TABLE scans DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  await load();
  await timed(log, `scans: ${indexes.length} indexes`, async () => {
    for (const index of indexes) await client.query(index.def);
  });
  await timed(log, `scans: ${fks.length} foreign keys validated`, async () => {
    for (const fk of fks) await client.query(`ALTER TABLE scans ADD CONSTRAINT ${fk.name} ${fk.def}`);
  });
}

/**
 * Fills an empty, migrated database to the sizes given, in SQL (INSERT … SELECT over
 * generate_series), respecting every CHECK, foreign key and trigger of the schema; then
 * VACUUM ANALYZE. Prints each step's time.
 */
export async function fillDatabase(pool: pg.Pool, z: Sizes, repoRoot: string, log: Log): Promise<void> {
  const now = new Date();
  const clients = [await pool.connect(), await pool.connect()];
  const [main] = clients as [pg.PoolClient, pg.PoolClient];
  try {
    for (const c of clients) await prepare(c, z, now, repoRoot);
    const run = (s: Step) => timed(log, s.title, () => main.query(s.sql, s.params));
    for (const s of accountSteps(z, await hashPassword(SCALE_PASSWORD))) await run(s);
    await runChunked(clients, tagSteps(z), log);
    for (const s of theftSteps(z)) await run(s);
    await withoutScanConstraints(main, log, () => runChunked(clients, scanSteps(z), log));
    for (const s of [...sightingSteps(), ...rewardSteps(), ...hunterSteps(z)]) await run(s);
  } finally {
    for (const c of clients) c.release();
  }
  await timed(log, 'VACUUM ANALYZE', () => pool.query('VACUUM ANALYZE'));
}

/** Rows and on-disk size (heap + indexes + TOAST) of the tables that grow with use. */
export async function tableSizes(pool: pg.Pool): Promise<{ table: string; rows: number; totalBytes: number; indexBytes: number }[]> {
  const { rows } = await pool.query<{ table: string; rows: string; total: string; indexes: string }>(`
    SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) AS total, pg_indexes_size(c.oid) AS indexes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 16`);
  return rows.map((r) => ({ table: r.table, rows: Number(r.rows), totalBytes: Number(r.total), indexBytes: Number(r.indexes) }));
}
