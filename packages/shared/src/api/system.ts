import { z } from 'zod';
import { pushSettingsSchema } from '../schemas/hunter-area.ts';
import { messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);

/** `GET /api/config/public`: the browser's configuration allowlist. */
const publicConfigAnswerSchema = z.object({
  success: ok,
  /** No `address` when COMPANY_ADDRESS is unset. */
  company: z.object({ name: z.string(), vat: z.string(), address: z.string().optional() }),
  supportEmail: z.string(),
  version: z.string(),
  /** Whether the sign-in and sign-up pages offer Sign in with Google. */
  googleSignIn: z.boolean(),
  /** The map tiles' provider (MAP_TILE_*): the browser asks it for tiles only once a map is opened. */
  map: z.object({ tileUrl: z.string(), attribution: z.string(), provider: z.string() }),
});

/** The site's own routes: health, public configuration, the contact form, and Web Push subscriptions. */
export const systemAnswers = answers({
  'GET /api/health': z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() }),
  'GET /api/config/public': publicConfigAnswerSchema,
  'POST /api/contact': messageResponseSchema,
  /** Also served at `/api/hunter/push` (decision 063). */
  'GET /api/push': z.object({ success: ok, push: pushSettingsSchema }),
  /** Also served at `/api/hunter/push-subscriptions`. */
  'POST /api/push/subscriptions': z.object({ success: ok }),
  'DELETE /api/push/subscriptions': z.object({ success: ok }),
});
