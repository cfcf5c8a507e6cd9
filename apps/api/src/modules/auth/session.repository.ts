import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RefreshTokensTable } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

/** SQL for refresh tokens: one row per issued token, grouped in families (one per sign-in). */
export const sessionRepository = {
  insert(db: Db, row: { userId: string; familyId: string; tokenHash: Buffer; expiresAt: Date; createdAt: Date }): Promise<RefreshTokenRow> {
    return db
      .insertInto('refresh_tokens')
      .values({ user_id: row.userId, family_id: row.familyId, token_hash: row.tokenHash, expires_at: row.expiresAt, created_at: row.createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  findByHash(db: Db, tokenHash: Buffer): Promise<RefreshTokenRow | undefined> {
    return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  },

  /** Marks a token rotated; false when another request rotated it first. */
  async markRotated(db: Db, id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
    await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  },

  /**
   * The account an access token names, only while the session it was issued for lives (a row of
   * its family not revoked): what every authenticated request loads, in one statement.
   * NOTE: it reads `users` (the users module's table) beside this module's `refresh_tokens`, through
   * the `live_session_user` function (migration 20261130132000), whose plan each connection keeps:
   * one round trip and no planning on the hot path (decision 043).
   */
  async userOfLiveSession(db: Db, userId: string, familyId: string): Promise<UserRow | undefined> {
    const { rows } = await sql<UserRow>`SELECT * FROM live_session_user(${userId}::uuid, ${familyId}::uuid)`.execute(db);
    return rows[0];
  },

  /**
   * The account id a refresh token belongs to, read only (no rotation, nothing written): while the token
   * is the family's current one (not rotated, not revoked) and not expired. For the server-rendered
   * tag page, which sees the cookie but no access token (decision 059); the account row is the users module's.
   */
  /** The account and session (family) of a current refresh token (not rotated, not revoked, not expired). */
  async sessionOfCurrentRefreshToken(db: Db, tokenHash: Buffer, now: Date): Promise<{ userId: string; familyId: string } | undefined> {
    const row = await db
      .selectFrom('refresh_tokens')
      .select(['refresh_tokens.user_id', 'refresh_tokens.family_id'])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .where('refresh_tokens.rotated_at', 'is', null)
      .where('refresh_tokens.revoked_at', 'is', null)
      .where('refresh_tokens.expires_at', '>', now)
      .executeTakeFirst();
    return row && { userId: row.user_id, familyId: row.family_id };
  },

  async userIdOfCurrentRefreshToken(db: Db, tokenHash: Buffer, now: Date): Promise<string | undefined> {
    const row = await db
      .selectFrom('refresh_tokens')
      .select('refresh_tokens.user_id')
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .where('refresh_tokens.rotated_at', 'is', null)
      .where('refresh_tokens.revoked_at', 'is', null)
      .where('refresh_tokens.expires_at', '>', now)
      .executeTakeFirst();
    return row?.user_id;
  },

  async revokeAllOfUser(db: Db, userId: string, now: Date): Promise<void> {
    await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  },

  /** Deletes at most `limit` refresh tokens that expired at or before `before`, skipping locked ones (retention, issue #26); how many. */
  async deleteExpiredBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('refresh_tokens')
      .where('id', 'in', (eb) => eb.selectFrom('refresh_tokens').select('id').where('expires_at', '<=', before).limit(limit).forUpdate().skipLocked())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Deletes every refresh token of the account, revoked or not (the purge of a deleted account). */
  async deleteAllOfUser(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  },
};
