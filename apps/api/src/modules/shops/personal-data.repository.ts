import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The shops' tables in the data export (privacy/data-export.ts, issue #29 item 1): the rows as stored;
// the export names the shop by its address and the tag by its uid (the users and tags modules answer those).

/** The address column equals the account's, in any case (rows addressed to the person by others). */
const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;

/** The shops the person let see their bikes' maintenance, the earliest granted first. */
export function consentsGrantedByPerson(db: Db, userId: string) {
  return db
    .selectFrom('maintenance_consents')
    .select(['bike_id', 'shop_id', 'granted_at', 'revoked_at'])
    .where('granted_by', '=', userId)
    .orderBy('granted_at')
    .execute();
}

/** Tags a shop sold to the person: claimed by them, or addressed to their address; the earliest first. */
export function purchasesOfPerson(db: Db, userId: string, email: string) {
  return db
    .selectFrom('shop_sales')
    .select(['tag_id', 'shop_id', 'customer_email', 'created_at', 'claimed_at'])
    .where((eb) => eb.or([eb('claimed_by', '=', userId), sameAddress('customer_email', email)]))
    .orderBy('created_at')
    .execute();
}
