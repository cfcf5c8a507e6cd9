import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { forgetOutboxMailTo } from '../../lib/mailer.ts';
import { forgetCountersNaming } from '../../lib/rate-limit.ts';
import { type ErasedPerson, scrubAuditEntries } from '../audit/index.ts';
import { forgetPendingSignUps, forgetRecoveryCodes, forgetTokensAndIdentities, revokeAllSessions } from '../auth/index.ts';
import { forgetContactMessagesFrom } from '../contact/index.ts';
import { forgetHunterArea } from '../hunters/index.ts';
import { forgetSaleAddress } from '../shops/index.ts';
import { withdrawThefts } from '../stolen/index.ts';
import { forgetSightingContactAddress } from '../theft-records/index.ts';
import { forgetTransferAddress } from '../transfers/index.ts';
import type { UserRow } from '../users/index.ts';
import { bumpSessionVersion, findUser, forgetSecondFactor, saveUser } from '../users/index.ts';

// Issue #26 item 5: what the deletion of an account does at once, to the account row and in every
// module whose rows name the person by their address or names (which the account row forgets now, so
// nothing could find them later). What names them only by their id waits for the purge
// (account-retention.ts). Used by the person's own deletion (account module) and by the deletion of
// inactive accounts (account-retention.ts).

export type { ErasedPerson };

/** Who an account names: its id, its address, and every name it shows (for the values that hold them elsewhere). */
export function erasedPersonOf(user: Pick<UserRow, 'id' | 'email' | 'nome' | 'cognome' | 'username' | 'hunter_name'>): ErasedPerson {
  const names = [`${user.nome} ${user.cognome}`, user.nome, user.cognome, user.username, user.hunter_name];
  return { id: user.id, email: user.email, names: [...new Set(names.map((n) => n?.trim() ?? '').filter((n) => n.length > 0))] };
}

/**
 * The first step of deleting an account, at once and in the caller's transaction: name, e-mail and
 * password go, every session ends, and whatever names the person elsewhere by their address or names
 * (`eraseEverywhere`: the audit log, published thefts, shop sales, transfers, sightings, support
 * messages, unfinished sign-ups) loses them. The rest of the personal data is purged by the retention
 * job (account-retention.ts) within 30 days. Answers who was erased, for the files the caller deletes
 * once the transaction has committed (`eraseFiles`).
 */
export async function pseudonymiseAccount(trx: Db, userId: string, at: Date): Promise<ErasedPerson> {
  const before = await findUser(trx, userId);
  if (!before) throw new Error(`account ${userId} to pseudonymise does not exist`);
  const person = erasedPersonOf(before);
  await saveUser(
    trx,
    userId,
    {
      email: `deleted-${userId}@deleted.invalid`,
      password_hash: null,
      nome: '',
      cognome: '',
      username: null,
      hunter_name: null,
      deleted_at: at,
    },
    at,
  );
  await bumpSessionVersion(trx, userId, at);
  await revokeAllSessions(trx, userId, at);
  // Tokens, second factor and the Google identity (personal data and a way back in) go with the e-mail.
  await forgetTokensAndIdentities(trx, userId);
  await forgetSecondFactor(trx, userId);
  await forgetRecoveryCodes(trx, userId);
  // A Hunter's area (a place they are often near) and their browsers' push addresses go too.
  await forgetHunterArea(trx, userId);
  await eraseEverywhere(trx, person, at);
  return person;
}

/**
 * In the deletion's transaction: the audit entries that name the person keep the action without their
 * details; their published thefts are withdrawn; shop sales and transfers addressed to them lose the
 * address (waiting transfers are cancelled); sightings they gave their address on lose it; their
 * messages to the support and an unfinished Google sign-up with their address go; the sign-in counters
 * kept per address go.
 */
export async function eraseEverywhere(trx: Db, person: ErasedPerson, now: Date): Promise<void> {
  await scrubAuditEntries(trx, person);
  await withdrawThefts(trx, person.id);
  await forgetSaleAddress(trx, { userId: person.id, email: person.email });
  await forgetTransferAddress(trx, { userId: person.id, email: person.email }, now);
  await forgetSightingContactAddress(trx, person.email);
  await forgetContactMessagesFrom(trx, person.email);
  await forgetPendingSignUps(trx, person.email);
  await forgetCountersNaming(trx, person.email);
}

/**
 * Once the deletion has committed: the copies of the mails sent to the person (the development outbox,
 * DATA_DIR/mail) go. NOTE: after the commit, as files cannot roll back with the transaction.
 */
export async function eraseFiles(ctx: AppContext, person: ErasedPerson): Promise<void> {
  await forgetOutboxMailTo(ctx.config.mail.outboxDir, person.email);
}
