import { z } from 'zod';
import { hunterAreaSchema } from '../schemas/hunter-area.ts';
import { hunterProfileSchema, hunterRewardsSchema, hunterStatsSchema, huntSchema, payoutMethodSchema } from '../schemas/reward.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);

/** Hunts offered and taken, and the Hunter's own figures, area and payout method. */
export const hunterAnswers = answers({
  'GET /api/hunts': z.object({ success: ok, hunts: z.array(huntSchema) }),
  'GET /api/hunter/hunts': z.object({ success: ok, hunts: z.array(huntSchema) }),
  'POST /api/hunts/:id/accept': z.object({ success: ok, hunt: huntSchema }),
  'POST /api/hunts/:id/decline': z.object({ success: ok }),
  'GET /api/hunter/stats': z.object({ success: ok, stats: hunterStatsSchema }),
  'GET /api/hunter/profile': z.object({ success: ok, profile: hunterProfileSchema }),
  'GET /api/hunter/rewards': z.object({ success: ok, rewards: hunterRewardsSchema }),
  'GET /api/hunter/payout-method': z.object({ success: ok, payoutMethod: payoutMethodSchema.nullable() }),
  'PUT /api/hunter/payout-method': z.object({ success: ok, payoutMethod: payoutMethodSchema }),
  'GET /api/hunter/area': z.object({ success: ok, area: hunterAreaSchema.nullable() }),
  'PUT /api/hunter/area': z.object({ success: ok, area: hunterAreaSchema }),
  'DELETE /api/hunter/area': z.object({ success: ok }),
});
