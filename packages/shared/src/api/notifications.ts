import { z } from 'zod';
import { notificationSchema } from '../schemas/tag.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);

/** The signed-in person's alerts (`/api/notifications*`). */
export const notificationAnswers = answers({
  'GET /api/notifications': z.object({ success: ok, notifications: z.array(notificationSchema), unread: z.number() }),
  'POST /api/notifications/read-all': z.object({ success: ok }),
  'POST /api/notifications/:id/read': z.object({ success: ok }),
});
