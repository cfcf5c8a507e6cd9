import type { Db } from '../db/database.ts';

/** The SQL of the daily keys (rotating-keys.ts holds the rules). */
export const rotatingKeysRepository = {
  /** Stores `secret` as the key of `purpose` on `day` unless another process stored one first; answers the day's key. */
  async findOrCreate(db: Db, purpose: string, day: string, secret: Buffer): Promise<Buffer> {
    await db
      .insertInto('rotating_keys')
      .values({ purpose, day, secret })
      .onConflict((oc) => oc.columns(['purpose', 'day']).doNothing())
      .execute();
    // NOTE: a second statement, so that it sees a key another process committed while this insert waited.
    const row = await db.selectFrom('rotating_keys').select('secret').where('purpose', '=', purpose).where('day', '=', day).executeTakeFirstOrThrow();
    return row.secret;
  },

  /** Deletes the keys of days before `day` (YYYY-MM-DD); returns how many. */
  async deleteBefore(db: Db, day: string): Promise<number> {
    const result = await db.deleteFrom('rotating_keys').where('day', '<', day).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
