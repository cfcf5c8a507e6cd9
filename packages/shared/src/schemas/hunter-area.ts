import { z } from 'zod';
import { HUNTER_AREA_RADIUS } from '../hunter-area-radius.ts';

/** `PUT /api/hunter/area`: the centre (the Hunter's position or a point on the map) and the radius. */
export const hunterAreaInputSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusKm: z.number().int().min(HUNTER_AREA_RADIUS.min).max(HUNTER_AREA_RADIUS.max).default(HUNTER_AREA_RADIUS.default),
});
export type HunterAreaInput = z.input<typeof hunterAreaInputSchema>;

/** A Hunter's area as they see it (only they do): `placeName` names the municipality nearest the centre. */
export const hunterAreaSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number().int(),
  placeName: z.string().nullable(),
});
export type HunterArea = z.infer<typeof hunterAreaSchema>;

/** `POST /api/push/subscriptions`: a browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({
    /** The browser's P-256 public key, 65 bytes in base64url. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** The 16-byte authentication secret in base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/push/subscriptions`: the endpoint of the browser to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** `GET /api/push`: the key browsers subscribe with and the endpoints already subscribed. */
export const pushSettingsSchema = z.object({ publicKey: z.string(), endpoints: z.array(z.string()) });
export type PushSettings = z.infer<typeof pushSettingsSchema>;
