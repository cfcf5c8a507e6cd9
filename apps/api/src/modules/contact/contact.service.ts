import { createHmac } from 'node:crypto';
import { type ContactMessage, isSpamTrapFilled, type Language } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import { clientKey } from '../../lib/client-network.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
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
 * A keyed hash of the sender's address: the same source gives the same value,
 * but the value does not give the address back. NOTE: a plain SHA-256 would not
 * do, as every IPv4 address can be hashed in minutes; without a configured secret
 * nothing is kept.
 */
function hashIp(secret: string | undefined, ip: string): Buffer | null {
  if (!secret) return null;
  const key = createHmac('sha256', secret).update('contact-message-ip').digest();
  return createHmac('sha256', key).update(ip).digest();
}

/**
 * Receives a contact-form message: stores it and queues the mail to support
 * (Reply-To the sender) and the acknowledgement to the sender, all in one
 * transaction. A message that filled the spam trap is dropped unseen.
 */
export async function receiveContactMessage(ctx: AppContext, input: ContactMessage, sender: ContactSender): Promise<ContactOutcome> {
  const now = ctx.clock.now();
  // The sender's network under the day's key: the counter holds no address (issue #26).
  await enforceLimit(ctx.db, `contact:${await clientKey(ctx.keys, sender.ip)}`, ctx.config.rateLimits.contactPerHour, WINDOW_MS, now);
  if (isSpamTrapFilled(input)) return 'spam_trap';
  const language = input.language ?? sender.requestLanguage;
  await ctx.db.transaction().execute(async (trx) => {
    await contactRepository.insert(trx, {
      name: input.name,
      email: input.email,
      message: input.message,
      language,
      ipHash: hashIp(ctx.config.jwtSecret, sender.ip),
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
