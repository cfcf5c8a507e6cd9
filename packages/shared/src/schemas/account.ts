import { z } from 'zod';
import { languages } from '../languages.ts';
import { limits } from '../limits.ts';

/**
 * Validation of accounts: one schema per payload, used by the form that sends it
 * and by the API route that receives it. Issue messages are i18n keys.
 */

/** A trimmed, lower-cased e-mail address (addresses are unique regardless of case). */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(limits.emailMaxLength, 'validation.email_invalid')
  .pipe(z.email('validation.email_invalid'))
  .transform((email) => email.toLowerCase());

/** Spec §5: 8+ characters with an uppercase, a lowercase, a digit and a special character. */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(limits.passwordMinLength, 'validation.password_min_length')
  .max(limits.passwordMaxLength, 'validation.password_max_length')
  .regex(/[A-Z]/, 'validation.password_uppercase')
  .regex(/[a-z]/, 'validation.password_lowercase')
  .regex(/[0-9]/, 'validation.password_digit')
  .regex(/[^A-Za-z0-9]/, 'validation.password_special');

/** The individual checks of the password rule, for the live checklist under the field. */
export const passwordChecks = [
  { key: 'validation.password_min_length', test: (p: string) => p.length >= limits.passwordMinLength },
  { key: 'validation.password_uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'validation.password_lowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'validation.password_digit', test: (p: string) => /[0-9]/.test(p) },
  { key: 'validation.password_special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** A first name or surname: trimmed, required, bounded. */
export const personNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(limits.nameMaxLength, 'validation.max_length');

/** A checkbox that must be ticked. */
export const mustAccept = (key: string) => z.literal(true, { error: key });

/** The persona chosen at sign-up; it picks the home dashboard, not the permissions. */
export const personaSchema = z.enum(['owner', 'hunter'], { error: 'validation.invalid_choice' });
export type Persona = z.infer<typeof personaSchema>;

export const languageSchema = z.enum(languages, { error: 'validation.invalid_choice' });

/** The form's repeated password. */
export const confirmPasswordField = { confirmPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required') };

/**
 * The confirmation must match. NOTE: `when` lets the check run even while other
 * fields are invalid, so a form lists every problem at once.
 */
export const passwordsMatch = {
  message: 'validation.passwords_mismatch',
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown };
    return typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
  },
};
/** Whether the repeated password is the password. */
export const confirmationMatches = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** Body of `POST /api/auth/login`: no password rule here, old passwords must still log in. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(limits.passwordMaxLength, 'validation.password_max_length'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Query of `GET /api/auth/email-available`. */
export const emailAvailableQuerySchema = z.object({ email: emailSchema });

/** Body of `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const tokenSchema = z.string({ error: 'validation.required' }).trim().min(16, 'validation.token_invalid').max(200, 'validation.token_invalid');

/** Body of `POST /api/auth/verify-email`. */
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** Body of `POST /api/auth/reset-password`. */
export const resetPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });
export const resetPasswordFormSchema = z.object({ password: passwordSchema, ...confirmPasswordField }).refine(confirmationMatches, passwordsMatch);

/** Body of `PUT /api/users/password`. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(limits.passwordMaxLength, 'validation.password_max_length'),
  password: passwordSchema,
});
export const changePasswordFormSchema = changePasswordSchema.extend(confirmPasswordField).refine(confirmationMatches, passwordsMatch);

/**
 * Body of `DELETE /api/users/me`: the password confirms the intent (an account
 * that signs in only with Google types its e-mail address instead); with
 * two-factor sign-in on, a current code (checked by the API) comes along.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(limits.passwordMaxLength, 'validation.password_max_length').optional(),
  confirmEmail: z.string().trim().toLowerCase().max(limits.emailMaxLength, 'validation.confirm_email').optional(),
  code: z
    .string()
    .max(20, 'validation.second_factor_code_invalid')
    .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
    .optional(),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
