import { z } from 'zod';
import { bikeSchema } from '../schemas/bike.ts';
import { paymentSchema, recoveryCandidateSchema, recoverySettlementSchema, rewardSchema } from '../schemas/reward.ts';
import { sightingSchema } from '../schemas/tag.ts';
import { theftFactsSchema } from '../schemas/theft.ts';
import { messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);

/** Thefts, their facts and sightings, and the rewards they carry (with their payments). */
export const theftAnswers = answers({
  'POST /api/bikes/:id/report-stolen': z.object({ success: ok, paymentUrl: z.string().nullable(), message: z.string(), bike: bikeSchema }),
  'POST /api/bikes/:id/report-recovered': z.object({ success: ok, bike: bikeSchema, data: bikeSchema, message: z.string() }),
  'GET /api/bikes/:id/theft-facts': z.object({ success: ok, facts: theftFactsSchema.nullable(), editable: z.boolean() }),
  'PUT /api/bikes/:id/theft-facts': z.object({ success: ok, facts: theftFactsSchema }),
  'GET /api/bikes/:id/sightings': z.object({ success: ok, sightings: z.array(sightingSchema) }),
  'GET /api/bikes/:id/reward': z.object({ success: ok, reward: rewardSchema.nullable() }),
  'POST /api/bikes/:id/reward/payment': z.object({ success: ok, paymentUrl: z.string().nullable() }),
  'PUT /api/bikes/:id/reward': z.object({ success: ok, reward: rewardSchema, paymentUrl: z.string().nullable() }),
  'GET /api/bikes/:id/recovery-candidates': z.object({
    success: ok,
    candidates: z.array(recoveryCandidateSchema),
    settlement: recoverySettlementSchema.nullable(),
  }),
  'POST /api/thefts/:id/disputes': z.object({ success: ok, reward: rewardSchema.nullable() }),
  /** A finder's report (JSON, or multipart with a photo): 201 with the thanks. */
  'POST /api/sightings': messageResponseSchema,
  'POST /api/sightings/:id/useful': z.object({ success: ok, useful: z.boolean() }),
  'GET /api/payments/:id': z.object({ success: ok, payment: paymentSchema }),
  'POST /api/payments/:id/confirm': z.object({ success: ok, payment: paymentSchema }),
});
