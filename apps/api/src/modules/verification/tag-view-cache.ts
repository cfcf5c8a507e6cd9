import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { listenTo, stopListening } from '../../db/listen.ts';
import type { Clock } from '../../lib/clock.ts';

const CHANNEL = 'ritrova_tag_cache';
/** Safety net: even without a notification an entry lives at most this long. */
const MAX_AGE_MS = 30_000;
/** Random UIDs must not grow the cache without bound: beyond this the least recently used go. */
const MAX_ENTRIES = 50_000;

/**
 * In-process cache of verification views, coherent across API processes: a
 * trigger on tags, bikes and theft reports sends NOTIFY ritrova_tag_cache after
 * any change, and every process listening drops its entries.
 *
 * Never older than a change it was told of: every notification starts a new
 * generation, and a value loaded during an older generation is answered to its
 * request but not kept (the change may have committed after the load read).
 * Nothing is kept until LISTEN has run, nor while the listening connection is
 * down; hearing again starts a generation too, since changes may have been
 * missed meanwhile.
 */
export class TagViewCache<T extends {}> {
  private readonly entries = new LRUCache<string, { value: T; at: number }>({ max: MAX_ENTRIES });
  private client: pg.PoolClient | null = null;
  private closed = false;
  private generation = 0;
  private readonly clearListeners: (() => void)[] = [];
  /** Loads answered from the cache, and those that went to the database, since the cache was made (the metrics read them). */
  hits = 0;
  misses = 0;
  private readonly pool: pg.Pool;
  private readonly clock: Clock;

  constructor(pool: pg.Pool, clock: Clock) {
    this.pool = pool;
    this.clock = clock;
  }

  /** Starts listening; call once at start (and await it before serving). */
  async start(): Promise<void> {
    if (this.closed) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const listening = client;
      listening.on('notification', () => this.clear());
      listening.on('error', () => this.lost(listening));
      await listenTo(listening, CHANNEL);
      if (this.closed) return void listening.release();
      this.client = listening;
      this.clear();
    } catch {
      if (client) {
        client.removeAllListeners('notification');
        client.release(true);
      }
      this.retryLater();
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
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  private fresh(at: number): boolean {
    const age = this.clock.now().getTime() - at;
    // A negative age: the clock was set back (tests do); the entry's age is unknown, so it goes.
    return age <= MAX_AGE_MS && age >= 0;
  }

  /** Entries kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether entries are kept: only while changes are being heard. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Calls `listener` whenever the entries are dropped, so what is derived from the same tables can go too. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** The kept value, if any and young enough. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.fresh(hit.at)) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The kept value, or `load`'s — kept only if no change was heard while it loaded. */
  async load(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.get(key);
    if (kept !== undefined) {
      this.hits += 1;
      return kept;
    }
    this.misses += 1;
    const generation = this.generation;
    const value = await load();
    if (this.client && generation === this.generation) this.entries.set(key, { value, at: this.clock.now().getTime() });
    return value;
  }

  /**
   * One value derived from the same tables (e.g. the key versions in use), kept
   * by the same rules as the entries: dropped on every change, never kept from
   * a load a change overtook, at most MAX_AGE_MS old.
   */
  derived<V>(load: () => Promise<V>): () => Promise<V> {
    let kept: { value: V; at: number; generation: number } | null = null;
    return async () => {
      if (kept && kept.generation === this.generation && this.fresh(kept.at)) return kept.value;
      const generation = this.generation;
      const value = await load();
      if (this.client && generation === this.generation) kept = { value, at: this.clock.now().getTime(), generation };
      return value;
    };
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
      await stopListening(client, CHANNEL).catch(() => {});
      client.release();
    }
  }
}
