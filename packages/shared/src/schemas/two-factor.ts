import { z } from 'zod';
import { limits } from '../limits.ts';
import { publicUserSchema } from './user.ts';

/**
 * Two-factor sign-in: a TOTP code (RFC 6238, 6 digits every 30 s) from an
 * authenticator app, or one of the single-use recovery codes given at set-up.
 */

/** How many recovery codes a set holds. */
export const recoveryCodeCount = 10;

/** A 6-digit code from the app; spaces and dashes as apps display them are ignored. */
export const totpCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(/^\d{6}$/, 'validation.totp_code_invalid'),
  );

/**
 * A code at sign-in or to turn the factor off: six digits from the app, or a
 * recovery code (`xxxx-xxxx-xxxx`, letters and digits; case and dashes ignored).
 */
export const secondFactorCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(/^(\d{6}|[a-z0-9]{12})$/, 'validation.second_factor_code_invalid'),
  );

const passwordField = z.string({ error: 'validation.required' }).min(1, 'validation.required').max(limits.passwordMaxLength, 'validation.password_max_length');
const challengeSchema = z.string({ error: 'validation.required' }).trim().min(16, 'validation.token_invalid').max(200, 'validation.token_invalid');

/** Body of `POST /api/users/me/two-factor/setup`: the password, when the account has one. */
export const twoFactorSetupSchema = z.object({ password: passwordField.optional() });

/** Answer of the set-up: the secret to scan (QR code as an SVG data URL) or type. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** Body of `POST /api/users/me/two-factor/enable`: the first code proves the app has the secret. */
export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });

/** Answer of enabling: the recovery codes (shown once) and a new session (the others ended). */
export const twoFactorEnabledResponseSchema = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()),
  token: z.string(),
  user: publicUserSchema,
});

/** Body of `POST /api/users/me/two-factor/recovery-codes`: a current code replaces the set. */
export const twoFactorCodeSchema = z.object({ code: secondFactorCodeSchema });

/** Body of `DELETE /api/users/me/two-factor`: the password (when the account has one) and a current code. */
export const twoFactorDisableSchema = z.object({ password: passwordField.optional(), code: secondFactorCodeSchema });

/** `GET /api/users/me/two-factor`. */
export const twoFactorStatusSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** Admin accounts must keep it on. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The password (or Google) was right; the second factor is still to come. */
export const twoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeResponseSchema>;

/** Body of `POST /api/auth/two-factor`: the challenge of the first step and the code. */
export const twoFactorLoginSchema = z.object({ challenge: challengeSchema, code: secondFactorCodeSchema });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;
