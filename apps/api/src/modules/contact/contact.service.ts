import { type ContactMessage, isSpamTrapFilled, type Language } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { clientKey } from '../../lib/client-network.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { runTransaction } from '../../lib/transactions.ts';
import { contactRepository } from './contact.repository.ts';

/** Messages one network address may send per window: enough for a person, too few for a flood. */
const WINDOW_MS = 60 * 60 * 1000;
/** Support reads and answers in Italian (the operator is an Italian company). */
const SUPPORT_LANGUAGE: Language = 'it';

/** Who sent a contact message, as the request tells. */
export interface ContactSender {
  ip: string;
  /** The language of the request (Accept-Language), used when the body names none. */
  requestLanguage: Language;
}

export type ContactOutcome = 'stored' | 'spam_trap';

/**
 * Receives a contact-form message: stores it and queues the mail to support
 * (Reply-To the sender) and the acknowledgement to the sender, all in one
 * transaction. A message that filled the spam trap is dropped unseen.
 */
export async function receiveContactMessage(ctx: AppContext, input: ContactMessage, sender: ContactSender): Promise<ContactOutcome> {
  const now = ctx.clock.now();
  // The sender's network under the day's key (issue #26): what the limit counts and the message keeps, so
  // that a flood from one source shows; not the address, and nothing linkable once the day's key is gone.
  const senderKey = await clientKey(ctx.keys, sender.ip);
  await enforceLimit(ctx.db, `contact:${senderKey}`, ctx.config.rateLimits.contactPerHour, WINDOW_MS, now);
  if (isSpamTrapFilled(input)) return 'spam_trap';
  const language = input.language ?? sender.requestLanguage;
  await runTransaction(ctx.db, async (trx) => {
    await contactRepository.insert(trx, {
      name: input.name,
      email: input.email,
      message: input.message,
      language,
      ipHash: senderKey,
      receivedAt: now,
    });
    await ctx.jobs.sendMail(
      {
        template: 'contactToSupport',
        language: SUPPORT_LANGUAGE,
        to: ctx.config.mail.supportAddress,
        params: { nome: input.name, link: '', replyTo: input.email, message: input.message },
      },
      { trx },
    );
    await ctx.jobs.sendMail(
      { template: 'contactAcknowledgement', language, to: input.email, params: { nome: input.name, link: `${ctx.config.publicUrl}/faq` } },
      { trx },
    );
  });
  return 'stored';
}

/** The retention job's `contact_messages` rule (issue #26): deletes a batch of messages received at or before `before`; how many. */
export function deleteContactMessages(db: Db, before: Date, limit: number): Promise<number> {
  return contactRepository.deleteReceivedBefore(db, before, limit);
}

/** The retention job's `sighting_client_keys` rule, for contact messages: clears a batch of keyed senders received at or before `before`. */
export function clearContactClientKeys(db: Db, before: Date, limit: number): Promise<number> {
  return contactRepository.clearClientKeysBefore(db, before, limit);
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction: the
 * messages sent to the support with its address go with it. NOTE: the support's own mailbox keeps what
 * it received and answered; these rows only served to answer and to see floods, and the person asked
 * to be forgotten (their 24 months end here, at the erasure).
 */
export function forgetContactMessagesFrom(trx: Db, email: string): Promise<number> {
  return contactRepository.deleteSentWith(trx, email);
}

/** The messages sent to the support with an address (the person's export): what they wrote, when. */
export function contactMessagesFrom(db: Db, email: string) {
  return contactRepository.sentWith(db, email);
}
