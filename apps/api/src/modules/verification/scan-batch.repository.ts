import type { ScanAuthenticity } from '@ritrova/shared';
import { type CompiledQuery, type Selectable, sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import type { Scans } from '../../db/generated.ts';
import { runPrepared } from '../../db/prepared.ts';

/** The columns a scan is written with (the rest are the table's defaults: id, created_at). */
const SCAN_COLUMNS = [
  'uid',
  'tag_id',
  'bike_id',
  'theft_report_id',
  'scanner_id',
  'result',
  'latitude',
  'longitude',
  'accuracy',
  'device_info',
  'authenticity',
  'sun_counter',
  'scanned_at',
  'view_token',
] as const satisfies readonly (keyof Scans & keyof ScanColumns)[];

/** A scan row as the writer sends it, under the table's column names (device info as given: JSON encodes it). */
export interface ScanColumns {
  uid: string;
  tag_id: string | null;
  bike_id: string | null;
  theft_report_id: string | null;
  scanner_id: string | null;
  result: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  device_info: unknown;
  authenticity: ScanAuthenticity | null;
  sun_counter: number | null;
  scanned_at: Date;
  view_token: string | null;
}

/**
 * The batch as rows of the `scans` table's own type: the whole batch travels as one JSON array (one
 * JSON.stringify, no per-value escaping in the driver) and `jsonb_populate_recordset` turns it back into
 * rows typed by the table, so a column renamed or retyped fails here, not in production.
 */
const batchRows = (db: Db, rows: readonly ScanColumns[]) =>
  db.selectFrom(sql<Selectable<Scans>>`jsonb_populate_recordset(NULL::scans, ${JSON.stringify(rows)}::jsonb)`.as('s'));

/** The batch insert, built by Kysely once: its text is the same for every batch, only the JSON ($1) changes. */
let batchInsert: CompiledQuery | undefined;
const compiledBatchInsert = (db: Db) => {
  batchInsert ??= db.insertInto('scans').columns(SCAN_COLUMNS).expression(batchRows(db, []).select(SCAN_COLUMNS)).compile();
  return batchInsert;
};

/** The scan writer's statements (group commit, decision 013): the only SQL the writer runs. */
export const scanBatchRepository = {
  /** Writes the whole batch in one INSERT, one commit, as a prepared statement (the verification hot path). */
  async insertBatch(db: Db, pool: pg.Pool, rows: readonly ScanColumns[]): Promise<void> {
    await runPrepared(pool, 'ritrova_insert_scans', compiledBatchInsert(db), [JSON.stringify(rows)]);
  },
};
