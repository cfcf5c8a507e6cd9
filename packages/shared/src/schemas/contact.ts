import { z } from 'zod';
import { emailSchema, languageSchema } from './account.ts';

/**
 * The contact form (spec §3/§5/§7, issue #7): name, e-mail and message, all
 * required. One schema for the form and for `POST /api/contact`.
 */

/** Bounds of a contact message; generous for a real question, bounded for storage and mail. */
export const contactLimits = {
  /** A name shorter than 2 characters is a typo or a bot. */
  nameMinLength: 2,
  nameMaxLength: 100,
  /** Ten characters is the shortest message support can act on ("ho perso X"). */
  messageMinLength: 10,
  /** About two pages of text: longer belongs in an attachment to a follow-up mail. */
  messageMaxLength: 5000,
} as const;

/** Spec §8: the answer to a sent contact message (the form shows its own translation). */
export const contactSuccessMessage = 'Messaggio inviato con successo!';

/**
 * A trimmed text between `min` and `max` characters. NOTE: `abort` stops at an
 * empty value, so a missing field reports only "required", not also "too short".
 */
const boundedText = (min: number, max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min, 'validation.min_length_count')
    .max(max, 'validation.max_length_count');

/** Body of `POST /api/contact`. */
export const contactMessageSchema = z.object({
  name: boundedText(contactLimits.nameMinLength, contactLimits.nameMaxLength),
  email: emailSchema,
  message: boundedText(contactLimits.messageMinLength, contactLimits.messageMaxLength),
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
