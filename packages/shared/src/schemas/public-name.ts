import { z } from 'zod';
import { isReservedHunterName } from '../hunter-name.ts';
import { limits } from '../limits.ts';
import {
  confirmationMatches,
  confirmPasswordField,
  emailSchema,
  languageSchema,
  mustAccept,
  passwordSchema,
  passwordsMatch,
  personaSchema,
  personNameSchema,
} from './account.ts';

/**
 * The account schemas that carry the public Hunter name: sign-up, profile and the availability
 * check. NOTE: apart from account.ts so that the pages that ask for no Hunter name (sign-in,
 * password reset, contact) do not load the confusables data the name's check needs (decision 042).
 */

/**
 * The public Hunter name (issue #19): what owners see when they credit a return, unique regardless
 * of case and of look-alike letters (the API answers 409 `HUNTER_NAME_TAKEN`; hunter-name.ts).
 * Letters and digits of any script, with single spaces, dots, hyphens, apostrophes or underscores
 * between them; 3–30 characters; not a reserved name (`validation.hunter_name_reserved`).
 */
export const hunterNameSchema = z
  .string({ error: 'validation.required' })
  .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(limits.hunterNameMinLength, 'validation.hunter_name_invalid')
      .max(limits.hunterNameMaxLength, 'validation.hunter_name_invalid')
      .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N}._' -]*[\p{L}\p{N}])?$/u, 'validation.hunter_name_invalid')
      // Issue #24: "admin", "Ritrova Support" and their look-alikes are nobody's (hunter-name.ts).
      .refine((name) => !isReservedHunterName(name), 'validation.hunter_name_reserved'),
  );

/** Query of `GET /api/users/hunter-name-available`. */
export const hunterNameAvailableQuerySchema = z.object({ name: hunterNameSchema });

/**
 * The sign-up form asks a Hunter for their public name; an owner may leave it for later. The API
 * takes it optionally (spec §5 clients send no such field): an account without one chooses it in the
 * profile, and until then owners see "Nome I.".
 */
const hunterNameForHunters = {
  message: 'validation.hunter_name_required',
  path: ['hunterName'],
  when: ({ value }: { value: unknown }) => {
    const v = value as { role?: unknown };
    return v.role === 'hunter';
  },
};
const hunterNamedIfHunter = (v: { role: string; hunterName?: string | null | undefined }) => v.role !== 'hunter' || Boolean(v.hunterName);

/** Body of `POST /api/auth/register`. */
export const registerSchema = z.object({
  nome: personNameSchema,
  cognome: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: personaSchema.default('owner'),
  acceptTerms: mustAccept('validation.accept_terms'),
  acceptPrivacy: mustAccept('validation.accept_privacy'),
  confirmAge16: mustAccept('validation.confirm_age'),
  language: languageSchema.optional(),
  /** The public Hunter name (409 `HUNTER_NAME_TAKEN`); the form requires it for the Hunter persona; empty means none. */
  hunterName: z.union([z.literal('').transform(() => undefined), hunterNameSchema]).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The sign-up form: the API body plus the password confirmation. */
export const registerFormSchema = registerSchema
  .extend(confirmPasswordField)
  .refine(confirmationMatches, passwordsMatch)
  .refine(hunterNamedIfHunter, hunterNameForHunters);
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Body of `PUT /api/users/profile`: every field optional, at least one given. */
export const profileUpdateSchema = z
  .object({
    nome: personNameSchema.optional(),
    cognome: personNameSchema.optional(),
    language: languageSchema.optional(),
    username: z
      .string()
      .trim()
      .min(limits.usernameMinLength, 'validation.username_invalid')
      .max(limits.usernameMaxLength, 'validation.username_invalid')
      .regex(/^[a-zA-Z0-9_.]+$/, 'validation.username_invalid')
      .nullable()
      .optional(),
    /** The public Hunter name; null removes it (not for a Hunter: the API refuses that). */
    hunterName: hunterNameSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'validation.nothing_to_update' });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
