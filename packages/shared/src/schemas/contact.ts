import { z } from 'zod';
import { emailSchema, languageSchema } from './account.ts';

/**
 * The contact form (spec §3/§5/§7, issue #7): name, e-mail and message, all
 * required, and the e-mail's format checked; nothing else is asked (issue #19:
 * no minimum length beyond "not blank"). One schema for the form and for
 * `POST /api/contact`. Spam is kept out by the hidden trap field and the rate
 * limit per client address, not by making people write more.
 */

/** Upper bounds of a contact message, for storage and mail; far above what a person writes. */
export const contactLimits = {
  nameMaxLength: 100,
  /** About two pages of text: longer belongs in an attachment to a follow-up mail. */
  messageMaxLength: 5000,
} as const;

/** Spec §8: the answer to a sent contact message (the form shows its own translation). */
export const contactSuccessMessage = 'Messaggio inviato con successo!';

/** A required trimmed text of at most `max` characters: blank counts as missing. */
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(max, 'validation.max_length_count');

/** Body of `POST /api/contact`. */
export const contactMessageSchema = z.object({
  name: requiredText(contactLimits.nameMaxLength),
  email: emailSchema,
  message: requiredText(contactLimits.messageMaxLength),
  /**
   * A spam trap: hidden from people, filled by bots. NOTE: any value is accepted
   * here, so that a bot gets the same success answer and learns nothing; the API
   * drops the message when it is not empty.
   */
  website: z.string().optional(),
  /** The sender's language for the acknowledgement; without it, the request's Accept-Language. */
  language: languageSchema.optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Whether a contact message filled the spam trap (people never see the field). */
export function isSpamTrapFilled(message: Pick<ContactMessage, 'website'>): boolean {
  return (message.website ?? '').trim() !== '';
}
