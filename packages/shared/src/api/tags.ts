import { z } from 'zod';
import { bikeSchema } from '../schemas/bike.ts';
import { ownTagSchema, verificationResponseSchema } from '../schemas/tag.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
/** One of the caller's tags, after a change to it. */
const tagAnswerSchema = z.object({ success: ok, tag: ownTagSchema, message: z.string() });

/** The owner's tags, and the scan of a tag (its verification and the sign-in it may wait for). */
export const tagAnswers = answers({
  'POST /api/tags/associate': tagAnswerSchema,
  'POST /api/tags/assign-to-bike': tagAnswerSchema.extend({ bike: bikeSchema }),
  'POST /api/tags/unpair': tagAnswerSchema,
  'POST /api/tags/report-lost': tagAnswerSchema,
  'GET /api/tags/my-tags': z.object({ success: ok, tags: z.array(ownTagSchema), unassignedToBike: z.array(ownTagSchema), message: z.string() }),
  'GET /api/tags': z.object({ success: ok, tags: z.array(ownTagSchema) }),
  'POST /api/tags/create-pending-session': z.object({ success: ok, sessionId: z.string(), message: z.string() }),
  'POST /api/tags/complete-pending-session': z.object({
    success: ok,
    tagUid: z.string(),
    tagData: z.unknown(),
    metadata: z.object({ createdAt: z.string(), expiresAt: z.string() }),
    message: z.string(),
  }),
  'POST /api/tags/verify': verificationResponseSchema,
  /** The server-rendered tag page completes its view's scan: what it added, and the visitor's own bike if the tag is hers. */
  'POST /api/tags/verify/complete': z.object({ success: ok, scanner: z.boolean(), location: z.boolean(), ownBikeId: z.string().nullable() }),
});
