import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { rotatingKeysRepository } from './rotating-keys.repository.ts';

/** What a daily key is for; each purpose has its own key, so one key's values say nothing of another's. */
export type KeyPurpose = 'client' | 'log-address';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Keys kept after their day: yesterday's windows (a 10-minute spacing across midnight) still count. */
const DAYS_KEPT = 2;

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * HMAC keys that change every UTC day, one per purpose, the same in every process
 * (PostgreSQL holds them; each process keeps the current ones in memory). A value
 * keyed today (a client's address for a limit, a log line's address) cannot be
 * recomputed or linked to another day's once its key is deleted, two days later.
 */
export class RotatingKeys {
  private readonly current = new Map<KeyPurpose, { day: string; key: Buffer }>();
  private readonly earlier = new Map<string, Buffer>();
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  /** The key of `purpose` for the clock's current day, made by whichever process asks first. */
  async key(purpose: KeyPurpose): Promise<Buffer> {
    const day = utcDay(this.clock.now());
    const cached = this.current.get(purpose);
    if (cached?.day === day) return cached.key;
    const key = await rotatingKeysRepository.findOrCreate(this.db, purpose, day, randomBytes(32));
    this.current.set(purpose, { day, key });
    return key;
  }

  /** `value` keyed under today's key of `purpose`: 22 base64url characters (128 bits), never the value itself. */
  async hmac(purpose: KeyPurpose, value: string): Promise<string> {
    return keyed(await this.key(purpose), value);
  }

  /**
   * `value` keyed under the key of every day from `since`'s to today's, today's first (at most the days
   * kept): a window that began before midnight (a 10-minute spacing) still finds what was keyed then.
   */
  async hmacsSince(purpose: KeyPurpose, value: string, since: Date): Promise<string[]> {
    const values = [await this.hmac(purpose, value)];
    const now = this.clock.now().getTime();
    for (let back = 1; back <= DAYS_KEPT; back++) {
      const day = utcDay(new Date(now - back * DAY_MS));
      if (day < utcDay(since)) break;
      values.push(keyed(await this.earlierKey(purpose, day), value));
    }
    return values;
  }

  /** The key of `purpose` on an earlier `day` (kept in memory: it no longer changes). */
  private async earlierKey(purpose: KeyPurpose, day: string): Promise<Buffer> {
    const name = `${purpose} ${day}`;
    const kept = this.earlier.get(name);
    if (kept) return kept;
    const key = await rotatingKeysRepository.findOrCreate(this.db, purpose, day, randomBytes(32));
    // Only the last few days are ever asked for.
    if (this.earlier.size >= 8) this.earlier.clear();
    this.earlier.set(name, key);
    return key;
  }

  /**
   * The same, synchronously, with the key this process last loaded (for log lines, which cannot wait);
   * null before any was loaded. `key()` refreshes it.
   */
  hmacLoaded(purpose: KeyPurpose, value: string): string | null {
    const cached = this.current.get(purpose);
    return cached ? keyed(cached.key, value) : null;
  }
}

/** Deletes the keys older than the days kept, so what they keyed can no longer be recomputed; returns how many. */
export async function pruneRotatingKeys(db: Db, clock: Clock): Promise<number> {
  return rotatingKeysRepository.deleteBefore(db, utcDay(new Date(clock.now().getTime() - DAYS_KEPT * DAY_MS)));
}

function keyed(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url').slice(0, 22);
}
