import type { Db } from '../../db/database.ts';

/** Whether the bike carries a secure tag (NTAG 424 DNA). */
export async function hasSecureTag(db: Db, bikeId: string): Promise<boolean> {
  const row = await db.selectFrom('tags').select('id').where('bike_id', '=', bikeId).where('chip', '=', 'ntag424').executeTakeFirst();
  return row !== undefined;
}
