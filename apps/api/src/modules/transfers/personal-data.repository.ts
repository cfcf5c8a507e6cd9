import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The address column equals the account's, in any case (rows addressed to the person by others). */
const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;

/** The export (privacy/data-export.ts): transfers the person offered, received, or that were offered to their address. */
export function transfersOfPerson(db: Db, userId: string, email: string) {
  return db
    .selectFrom('bike_transfers')
    .select(['bike_id', 'from_user_id', 'to_email', 'status', 'created_at', 'expires_at', 'resolved_at'])
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId), sameAddress('to_email', email)]))
    .orderBy('created_at')
    .execute();
}
