import type pg from 'pg';
import type { Clock } from '../../lib/clock.js';

const CHANNEL = 'ritrova_tag_cache';
/** Safety net: even without a notification an entry lives at most this long. */
const MAX_AGE_MS = 30_000;
/** Random UIDs must not grow the cache without bound. */
const MAX_ENTRIES = 50_000;

/**
 * In-process cache of verification views, coherent across API processes: a
 * trigger on tags, bikes and theft reports sends NOTIFY ritrova_tag_cache after
 * any change, and every process listening drops its entries. While the
 * listening connection is down nothing is cached.
 */
export class TagViewCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private client: pg.PoolClient | null = null;
  private closed = false;
  private readonly clearListeners: (() => void)[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  /** Starts listening; call once at start. */
  async start(): Promise<void> {
    if (this.closed) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const listening = client;
      listening.on('notification', () => this.clear());
      listening.on('error', () => this.lost(listening));
      this.client = listening;
      await listening.query(`LISTEN ${CHANNEL}`);
    } catch {
      if (client) this.lost(client);
      else this.retryLater();
    }
  }

  private lost(client: pg.PoolClient) {
    if (this.client !== client) return;
    this.client = null;
    this.clear();
    client.removeAllListeners('notification');
    client.release(true);
    this.retryLater();
  }

  private retryLater() {
    if (!this.closed) setTimeout(() => void this.start(), 1000).unref();
  }

  private clear() {
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Whether entries are kept: only while changes are being heard. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Calls `listener` whenever the entries are dropped, so what is derived from the same tables can go too. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = this.clock.now().getTime() - hit.at;
    // A negative age: the clock was set back (tests do); the entry's age is unknown, so it goes.
    if (age > MAX_AGE_MS || age < 0) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T): void {
    if (!this.client) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, at: this.clock.now().getTime() });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.entries.clear();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      // A late error from a connection being shut down must not crash the process.
      client.on('error', () => {});
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    }
  }
}
