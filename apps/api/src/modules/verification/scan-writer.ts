import type pg from 'pg';

export interface ScanRow {
  uid: string;
  tagId: string | null;
  bikeId: string | null;
  scannerId: string | null;
  result: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  deviceInfo: unknown;
}

interface Pending {
  row: ScanRow;
  done: (err?: Error) => void;
}

/**
 * Group commit for scan rows (DESIGN §6): requests arriving within a couple of
 * milliseconds share one multi-row INSERT — one round trip and one fsync — and
 * each caller's promise settles only once its row is durable.
 */
export class ScanWriter {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly windowMs = 2,
    private readonly maxBatch = 200,
  ) {}

  /** Resolves when the row is committed. */
  write(row: ScanRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
      if (this.queue.length >= this.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const running = this.insert(batch).finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async insert(batch: Pending[]): Promise<void> {
    const values: unknown[] = [];
    const tuples = batch.map(({ row }, i) => {
      values.push(
        row.uid,
        row.tagId,
        row.bikeId,
        row.scannerId,
        row.result,
        row.latitude,
        row.longitude,
        row.accuracy,
        row.deviceInfo === undefined ? null : JSON.stringify(row.deviceInfo),
      );
      const o = i * 9;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8}, $${o + 9}::jsonb)`;
    });
    try {
      await this.pool.query(
        `INSERT INTO scans (uid, tag_id, bike_id, scanner_id, result, latitude, longitude, accuracy, device_info) VALUES ${tuples.join(', ')}`,
        values,
      );
      for (const p of batch) p.done();
    } catch (err) {
      for (const p of batch) p.done(err as Error);
    }
  }

  /** Writes what is queued and waits for every insert in flight (at shutdown). */
  async drain(): Promise<void> {
    this.flush();
    await Promise.all([...this.inFlight]);
  }
}
