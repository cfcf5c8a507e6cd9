import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { forgetOutboxMailTo } from '../../lib/mailer.ts';
import { forgetCountersNaming } from '../../lib/rate-limit.ts';
import { type ErasedPerson, scrubAuditEntries } from '../audit/audit.ts';
import { forgetPendingSignUps } from '../auth/sessions.ts';
import { forgetContactMessagesFrom } from '../contact/contact.service.ts';
import { forgetSaleAddress } from '../shops/shop-sale.service.ts';
import { withdrawThefts } from '../stolen/stolen.service.ts';
import { forgetSightingContactAddress } from '../theft/theft-erasure.ts';
import { forgetTransferAddress } from '../transfers/transfer.service.ts';
import type { UserRow } from './user-row.ts';

// Issue #26 item 5: what the deletion of an account does at once beyond the account row, in every
// module whose rows name the person by their address or names (which the account row forgets now, so
// nothing could find them later). What names them only by their id waits for the purge (retention.ts).

export type { ErasedPerson };

/** Who an account names: its id, its address, and every name it shows (for the values that hold them elsewhere). */
export function erasedPersonOf(user: Pick<UserRow, 'id' | 'email' | 'nome' | 'cognome' | 'username' | 'hunter_name'>): ErasedPerson {
  const names = [`${user.nome} ${user.cognome}`, user.nome, user.cognome, user.username, user.hunter_name];
  return { id: user.id, email: user.email, names: [...new Set(names.map((n) => n?.trim() ?? '').filter((n) => n.length > 0))] };
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
