import type { ScanAuthenticity } from '@ritrova/shared';
import type pg from 'pg';

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
export function scanColumns(row: ScanRow) {
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

interface Pending {
  row: ScanRow;
  done: (err?: Error) => void;
}

/**
 * One prepared statement whatever the batch size: the batch travels as one JSON
 * array (one JSON.stringify, no per-value escaping in the driver) and
 * `jsonb_to_recordset` turns it back into rows.
 */
const INSERT_SCANS = {
  name: 'ritrova_insert_scans',
  text: `INSERT INTO scans (uid, tag_id, bike_id, theft_report_id, scanner_id, result, latitude, longitude, accuracy, device_info, authenticity, sun_counter, scanned_at, view_token)
         SELECT uid, tag_id, bike_id, theft_report_id, scanner_id, result, latitude, longitude, accuracy, device_info, authenticity, sun_counter, scanned_at, view_token
         FROM jsonb_to_recordset($1::jsonb) AS s(uid text, tag_id uuid, bike_id uuid, theft_report_id uuid, scanner_id uuid, result text,
              latitude float8, longitude float8, accuracy float4, device_info jsonb, authenticity text, sun_counter integer, scanned_at timestamptz, view_token uuid)`,
};

/**
 * Group commit for scan rows (DESIGN §6). Rows queue while earlier inserts are
 * in flight and leave together in the next one: under load batches grow by
 * themselves, so one INSERT — one commit, one fsync — serves many requests.
 * Each caller's promise settles only once its row is durable. A short window
 * (`windowMs`) also gathers rows when the writer is idle.
 */
export class ScanWriter {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private drained: (() => void)[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly windowMs = 1,
    private readonly maxInFlight = 3,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves when the row is committed. */
  write(row: ScanRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
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
    this.inFlight += 1;
    void this.insert(batch).finally(() => {
      this.inFlight -= 1;
      if (this.queue.length > 0) this.flush();
      else if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
    });
  }

  private async insert(batch: Pending[]): Promise<void> {
    const rows = batch.map(({ row }) => scanColumns(row));
    try {
      await this.pool.query({ ...INSERT_SCANS, values: [JSON.stringify(rows)] });
      for (const p of batch) p.done();
    } catch (err) {
      for (const p of batch) p.done(err as Error);
    }
  }

  /** Writes what is queued and waits for every insert in flight (at shutdown). */
  async drain(): Promise<void> {
    this.flush();
    if (this.inFlight === 0 && this.queue.length === 0) return;
    await new Promise<void>((resolve) => this.drained.push(resolve));
  }
}
