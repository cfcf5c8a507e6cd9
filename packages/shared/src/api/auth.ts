import { z } from 'zod';
import { twoFactorChallengeResponseSchema } from '../schemas/two-factor.ts';
import { authResponseSchema, messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
/** A session, or (an account with two-factor sign-in) the challenge of the second step. */
const sessionOrChallenge = z.union([authResponseSchema, twoFactorChallengeResponseSchema]);

/** Signing up, in and out (`/api/auth/*`): the session answers the auth provider keeps, and the e-mail links. */
export const authAnswers = answers({
  'POST /api/auth/register': authResponseSchema,
  'GET /api/auth/email-available': z.object({ success: ok, available: z.boolean() }),
  'POST /api/auth/login': sessionOrChallenge,
  'POST /api/auth/two-factor': authResponseSchema,
  'POST /api/auth/logout': messageResponseSchema,
  'POST /api/auth/verify-email': z.object({
    success: ok,
    message: z.string(),
    emailVerified: z.literal(true),
    /** The link was opened before (or replaced): the address was verified already. */
    alreadyVerified: z.boolean(),
  }),
  'POST /api/auth/resend-verification': messageResponseSchema,
  'POST /api/auth/forgot-password': messageResponseSchema,
  'POST /api/auth/reset-password': messageResponseSchema,
  'POST /api/auth/google/complete': authResponseSchema,
  'POST /api/auth/google/link': sessionOrChallenge,
});
