import { z } from 'zod';
import { twoFactorEnabledResponseSchema, twoFactorSetupResponseSchema, twoFactorStatusSchema } from '../schemas/two-factor.ts';
import { authResponseSchema, messageResponseSchema, publicUserSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);

/** The signed-in person's own account (`/api/users/*`, `/api/user/stats`) and its two-factor sign-in setting. */
export const accountAnswers = answers({
  /** Everything Ritrova holds about the caller; `exportedAt` names the file, the rest is passed on as it is. */
  'GET /api/users/me/export': z.object({ success: ok, data: z.looseObject({ exportedAt: z.string() }) }),
  'GET /api/users/me': publicUserSchema.extend({ success: ok, user: publicUserSchema }),
  'GET /api/users/hunter-name-available': z.object({ success: ok, available: z.boolean() }),
  'PUT /api/users/profile': z.object({ success: ok, message: z.string(), user: publicUserSchema }),
  'PUT /api/users/password': authResponseSchema,
  'DELETE /api/users/me': messageResponseSchema,
  'GET /api/user/stats': z.object({ success: ok, stats: z.object({ scanCount: z.number(), alertCount: z.number() }) }),
  'GET /api/users/me/two-factor': twoFactorStatusSchema,
  'POST /api/users/me/two-factor/setup': twoFactorSetupResponseSchema,
  'POST /api/users/me/two-factor/enable': twoFactorEnabledResponseSchema,
  'POST /api/users/me/two-factor/recovery-codes': z.object({ success: ok, recoveryCodes: z.array(z.string()) }),
  'DELETE /api/users/me/two-factor': messageResponseSchema.extend({ user: publicUserSchema }),
});
