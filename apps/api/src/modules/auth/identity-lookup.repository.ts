import type { Db } from '../../db/database.ts';

// The auth module's answer to the admin area (issue #29 item 1): whether an account has a linked
// sign-in identity (Sign in with Google); user_identities is read here.

/** Whether the account has any linked sign-in identity. */
export async function hasLinkedIdentity(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_identities').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
