import type { Db } from '../../db/database.ts';

/** A bike's mail window and push window (sighting-alerts.ts holds the rules). */
export interface SightingMailWindow {
  owner_id: string;
  opened_at: Date | null;
  ends_at: Date | null;
  pending: number;
  prompt_sent: boolean;
  push_opened_at: Date | null;
  push_ends_at: Date | null;
  push_state: 'queued' | 'delivered' | 'failed' | null;
  push_attempts: number;
  push_grouped: number;
}

const columns = [
  'owner_id',
  'opened_at',
  'ends_at',
  'pending',
  'prompt_sent',
  'push_opened_at',
  'push_ends_at',
  'push_state',
  'push_attempts',
  'push_grouped',
] as const;

/** SQL of the sighting mail windows, one row per bike. */
export const sightingMailWindowRepository = {
  /** The bike's window (made, with none open, on its first sighting), locked until the transaction ends. */
  lock(trx: Db, bikeId: string, ownerId: string): Promise<SightingMailWindow> {
    return trx
      .insertInto('sighting_mail_windows')
      .values({ bike_id: bikeId, owner_id: ownerId })
      .onConflict((oc) => oc.column('bike_id').doUpdateSet({ owner_id: ownerId }))
      .returning(columns)
      .executeTakeFirstOrThrow();
  },

  /** Opens the bike's next window: its mail went at `openedAt`, nothing waits yet. */
  async open(trx: Db, bikeId: string, openedAt: Date, endsAt: Date): Promise<void> {
    await trx
      .updateTable('sighting_mail_windows')
      .set({ opened_at: openedAt, ends_at: endsAt, pending: 0, prompt_sent: false })
      .where('bike_id', '=', bikeId)
      .execute();
  },

  /** `count` more sightings wait for the window's end. */
  async addPending(trx: Db, bikeId: string, count = 1): Promise<void> {
    await trx
      .updateTable('sighting_mail_windows')
      .set((eb) => ({ pending: eb('pending', '+', count) }))
      .where('bike_id', '=', bikeId)
      .execute();
  },

  /** Opens the bike's next push window: its push is queued, nothing grouped into it yet. */
  async openPush(trx: Db, bikeId: string, openedAt: Date, endsAt: Date): Promise<void> {
    await trx
      .updateTable('sighting_mail_windows')
      .set({ push_opened_at: openedAt, push_ends_at: endsAt, push_state: 'queued', push_attempts: 0, push_grouped: 0 })
      .where('bike_id', '=', bikeId)
      .execute();
  },

  /** One more sighting is told by the window's push. */
  async addPushGrouped(trx: Db, bikeId: string): Promise<void> {
    await trx
      .updateTable('sighting_mail_windows')
      .set((eb) => ({ push_grouped: eb('push_grouped', '+', 1) }))
      .where('bike_id', '=', bikeId)
      .execute();
  },

  /** The bike's window, locked until the transaction ends, if its push window is the one opened at `openedAt`. */
  lockPush(trx: Db, bikeId: string, openedAt: Date): Promise<SightingMailWindow | undefined> {
    return trx
      .selectFrom('sighting_mail_windows')
      .select(columns)
      .where('bike_id', '=', bikeId)
      .where('push_opened_at', '=', openedAt)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Counts an attempt of the window's push; the attempts so far. */
  async countPushAttempt(trx: Db, bikeId: string): Promise<number> {
    const row = await trx
      .updateTable('sighting_mail_windows')
      .set((eb) => ({ push_attempts: eb('push_attempts', '+', 1) }))
      .where('bike_id', '=', bikeId)
      .returning('push_attempts')
      .executeTakeFirstOrThrow();
    return row.push_attempts;
  },

  /** How the window's push ended: delivered, or failed (its sightings went to the mail rules). */
  async settlePush(trx: Db, bikeId: string, state: 'delivered' | 'failed'): Promise<void> {
    await trx.updateTable('sighting_mail_windows').set({ push_state: state }).where('bike_id', '=', bikeId).execute();
  },

  /** Closes the push window with nothing told (its sightings were withdrawn, or the bike is no longer stolen). */
  async closePush(trx: Db, bikeId: string): Promise<void> {
    await trx
      .updateTable('sighting_mail_windows')
      .set({ push_opened_at: null, push_ends_at: null, push_state: null, push_attempts: 0, push_grouped: 0 })
      .where('bike_id', '=', bikeId)
      .execute();
  },

  /** The window had its one mail at once for a signed-in finder or a verified presence. */
  async markPromptSent(trx: Db, bikeId: string): Promise<void> {
    await trx.updateTable('sighting_mail_windows').set({ prompt_sent: true }).where('bike_id', '=', bikeId).execute();
  },

  /** Forgets what waited (the bike is no longer stolen, or its owner is gone). */
  async dropPending(trx: Db, bikeId: string): Promise<void> {
    await trx.updateTable('sighting_mail_windows').set({ pending: 0 }).where('bike_id', '=', bikeId).execute();
  },

  /** Bikes whose window ended at `now` with sightings waiting, the longest-waiting first. */
  async dueBikes(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('sighting_mail_windows')
      .select('bike_id')
      .where('pending', '>', 0)
      .where('ends_at', '<=', now)
      .orderBy('ends_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.bike_id);
  },

  /** The bike's window if it is still due at `now`, locked; none when another worker holds it or sent it. */
  lockDue(trx: Db, bikeId: string, now: Date): Promise<SightingMailWindow | undefined> {
    return trx
      .selectFrom('sighting_mail_windows')
      .select(columns)
      .where('bike_id', '=', bikeId)
      .where('pending', '>', 0)
      .where('ends_at', '<=', now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  },

  /**
   * Deletes at most `limit` windows with nothing waiting that ended at or before `before` (or never
   * opened), skipping those a sighting holds (retention); how many. A bike's next sighting makes its
   * row again, and finds no open window, as it would have.
   */
  async deleteEndedBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('sighting_mail_windows')
      .where('bike_id', 'in', (eb) =>
        eb
          .selectFrom('sighting_mail_windows')
          .select('bike_id')
          .where('pending', '=', 0)
          .where((w) => w.or([w('ends_at', 'is', null), w('ends_at', '<=', before)]))
          // A push window still open keeps the row (it groups the bike's sightings).
          .where((w) => w.or([w('push_ends_at', 'is', null), w('push_ends_at', '<=', before)]))
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
