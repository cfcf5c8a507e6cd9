import type { ScanAuthenticity } from '@ritrova/shared';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { bikesByIds } from '../bikes/index.ts';
import { existingTagIds } from '../tags/index.ts';
import { theftRepository } from '../theft-records/index.ts';
import { findUser } from '../users/index.ts';
import { type ScanColumns, scanBatchRepository } from './scan-batch.repository.ts';

export interface ScanRow {
  uid: string;
  tagId: string | null;
  bikeId: string | null;
  theftReportId: string | null;
  scannerId: string | null;
  result: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  deviceInfo: unknown;
  authenticity: ScanAuthenticity | null;
  sunCounter: number | null;
  /** When the scan happened, by the application's clock (travel checks and Hunter progress read it). */
  scannedAt: Date;
  /** The server-rendered page view's token, with which the view may complete its scan (who, where). */
  viewToken: string | null;
}

/** A scan row under the table's column names (device info as given: JSON encodes it). */
export function scanColumns(row: ScanRow): ScanColumns {
  return {
    uid: row.uid,
    tag_id: row.tagId,
    bike_id: row.bikeId,
    theft_report_id: row.theftReportId,
    scanner_id: row.scannerId,
    result: row.result,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    device_info: row.deviceInfo ?? null,
    authenticity: row.authenticity,
    sun_counter: row.sunCounter,
    scanned_at: row.scannedAt,
    view_token: row.viewToken,
  };
}

/**
 * The row with a tag, bike, theft report or scanner deleted since its view was loaded recorded as gone
 * (NULL, as the foreign keys' ON DELETE SET NULL would have made it), never as a lost scan: each owner
 * says whether its row is still there (a row that failed alone, off the batch's path).
 */
async function withoutGoneReferences(db: Db, row: ScanRow): Promise<ScanRow> {
  const [tag, bike, report, scanner] = await Promise.all([
    row.tagId ? existingTagIds(db, [row.tagId]) : [],
    row.bikeId ? bikesByIds(db, [row.bikeId]) : new Map(),
    row.theftReportId ? theftRepository.idsAmong(db, [row.theftReportId]) : [],
    row.scannerId ? findUser(db, row.scannerId) : undefined,
  ]);
  return {
    ...row,
    tagId: tag.length > 0 ? row.tagId : null,
    bikeId: row.bikeId && bike.has(row.bikeId) ? row.bikeId : null,
    theftReportId: report.length > 0 ? row.theftReportId : null,
    scannerId: scanner ? row.scannerId : null,
  };
}

interface Pending {
  row: ScanRow;
  done: (err?: Error) => void;
}

export interface ScanWriterOptions {
  windowMs?: number;
  maxInFlight?: number;
  maxBatch?: number;
  maxPending?: number;
  /** Told the size of every batch sent (the metrics' batch size histogram): once per INSERT, not per row. */
  onBatch?: (rows: number) => void;
}

/** The queue is full: the route answers 503 with Retry-After rather than letting memory grow. */
export class ScanQueueFull extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'Too many scans are waiting to be written. Try again in a moment', { retryAfterSeconds: 1 });
  }
}

/**
 * Whether a failed insert is about its rows (a value PostgreSQL refused: class
 * 22, data exception; or a constraint: class 23) rather than about the database
 * (connection lost, shutting down), which no row of the batch could pass.
 */
const isRowError = (err: unknown) => /^2[23]/.test(String((err as { code?: unknown }).code ?? ''));

/**
 * Group commit for scan rows (DESIGN §6). Rows queue while earlier inserts are
 * in flight and leave together in the next one: under load batches grow by
 * themselves, so one INSERT — one commit, one fsync — serves many requests.
 * Each caller's promise settles only once its row is durable. A short window
 * (`windowMs`) also gathers rows when the writer is idle.
 *
 * One row never fails another: a batch refused for a row's sake is split in
 * halves and retried, so only the offending row's request fails; a row whose
 * tag, bike or report was deleted meanwhile is written without that reference.
 * At most `maxPending` rows wait or travel at once; beyond that `write` refuses
 * at once (ScanQueueFull) instead of growing without bound.
 */
export class ScanWriter {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private pending = 0;
  private drained: (() => void)[] = [];
  /** Rows refused because the queue was full (ScanQueueFull), since the writer was made. */
  refused = 0;
  private readonly db: Db;
  private readonly pool: pg.Pool;
  private readonly options: ScanWriterOptions;

  constructor(db: Db, pool: pg.Pool, options: ScanWriterOptions = {}) {
    this.db = db;
    this.pool = pool;
    this.options = options;
  }

  /** Rows waiting or travelling now (what `maxPending` bounds). */
  get depth(): number {
    return this.pending;
  }

  /** The most rows that may wait or travel at once. */
  get limit(): number {
    return this.options.maxPending ?? 20_000;
  }

  private get windowMs() {
    return this.options.windowMs ?? 1;
  }
  private get maxInFlight() {
    return this.options.maxInFlight ?? 3;
  }
  private get maxBatch() {
    return this.options.maxBatch ?? 500;
  }

  /** Resolves when the row is committed; rejects with ScanQueueFull when `maxPending` rows are already waiting. */
  write(row: ScanRow): Promise<void> {
    if (this.pending >= this.limit) {
      this.refused += 1;
      return Promise.reject(new ScanQueueFull());
    }
    this.pending += 1;
    return new Promise((resolve, reject) => {
      this.queue.push({
        row,
        done: (err) => {
          this.pending -= 1;
          if (err) reject(err);
          else resolve();
        },
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.queue.length >= this.maxBatch) this.flush();
    else if (!this.timer && this.inFlight < this.maxInFlight) this.timer = setTimeout(() => this.flush(), this.windowMs);
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.options.onBatch?.(batch.length);
    this.inFlight += 1;
    void this.insert(batch).finally(() => {
      this.inFlight -= 1;
      if (this.queue.length > 0) this.flush();
      else if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
    });
  }

  private async insert(batch: Pending[]): Promise<void> {
    try {
      await scanBatchRepository.insertBatch(
        this.db,
        this.pool,
        batch.map(({ row }) => scanColumns(row)),
      );
      for (const p of batch) p.done();
    } catch (err) {
      if (!isRowError(err)) for (const p of batch) p.done(err as Error);
      else if (batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        await this.insert(batch.slice(0, half));
        await this.insert(batch.slice(half));
      } else await this.insertAlone(batch[0] as Pending, err as Error);
    }
  }

  /** The one row a batch failed for: written without references gone meanwhile, or failed on its own. */
  private async insertAlone(p: Pending, first: Error): Promise<void> {
    const code = (first as { code?: string }).code ?? '';
    // A value PostgreSQL cannot store (the request validation should have refused it): this request's fault, told as such.
    if (code.startsWith('22')) return p.done(new AppError(400, 'VALIDATION_ERROR', 'The scan has a value that cannot be stored'));
    if (code !== '23503') return p.done(first);
    try {
      await scanBatchRepository.insertBatch(this.db, this.pool, [scanColumns(await withoutGoneReferences(this.db, p.row))]);
      p.done();
    } catch (err) {
      p.done(err as Error);
    }
  }

  /** Writes what is queued and waits for every insert in flight (at shutdown). */
  async drain(): Promise<void> {
    this.flush();
    if (this.inFlight === 0 && this.queue.length === 0) return;
    await new Promise<void>((resolve) => this.drained.push(resolve));
  }
}
