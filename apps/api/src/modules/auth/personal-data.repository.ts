import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The sign-in tables' part of the person's data rights (issue #29 item 1): what the data export holds
// (privacy/data-export.ts) and the ways back in that go at deletion (privacy/erasure.ts).

/** The address column equals the account's, in any case (rows addressed to the person by others). */
const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;

/** The export: the identities linked to the account. */
export function signInIdentitiesOf(db: Db, userId: string) {
  return db.selectFrom('user_identities').select(['provider', 'email', 'created_at']).where('user_id', '=', userId).execute();
}

/** The export: the live sessions (refresh tokens not rotated nor revoked): when they began and end, never the token. */
export function liveSessionsOf(db: Db, userId: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** The export: the one-time links sent to the account (never their tokens). */
export function oneTimeLinksOf(db: Db, userId: string) {
  return db
    .selectFrom('one_time_tokens')
    .select(['purpose', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The export: Google sign-ins in progress, linking this account or signing up with its address. */
export function googleSignInsOf(db: Db, userId: string, email: string) {
  return db
    .selectFrom('identity_tickets')
    .select(['purpose', 'provider', 'email', 'given_name', 'family_name', 'created_at', 'expires_at', 'used_at'])
    .where((eb) => eb.or([eb('user_id', '=', userId), sameAddress('email', email)]))
    .orderBy('created_at')
    .execute();
}

/** The export: how many recovery codes of the second factor are left unused. */
export async function recoveryCodesLeftOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** At deletion: the account's single-use tokens, its linked identities (personal data too) and their tickets. */
export async function forgetTokensAndIdentities(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await db.deleteFrom('identity_tickets').where('user_id', '=', userId).execute();
}

/** At deletion: the recovery codes of the second factor. */
export async function forgetRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
}
