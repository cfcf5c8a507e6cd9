import type { Db } from '../../db/database.ts';

/*
 * What the modules of the community read of accounts (issue #29 item 1): hunt alerts (who may be told)
 * and conversations (the finder's name), by ids.
 */

/** Of these accounts, the active ones (not deleted, not suspended), with what an alert needs: address, name, language, verified address. */
export function activeAlertContacts(
  db: Db,
  ids: string[],
): Promise<{ id: string; email: string; nome: string; language: 'it' | 'en' | 'zh'; email_verified: boolean }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.nome', 'u.language'])
    .select((eb) => eb('u.email_verified_at', 'is not', null).$castTo<boolean>().as('email_verified'))
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .execute();
}

/** These accounts' names and roles, as a conversation shows its finder (any order). */
export function namesAndRolesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nome', 'cognome', 'hunter_name', 'role']).where('id', 'in', ids).execute();
}
