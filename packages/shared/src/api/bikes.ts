import { z } from 'zod';
import { bikeSchema, incomingTransferSchema } from '../schemas/bike.ts';
import { bikeRecordSchema } from '../schemas/bike-record.ts';
import { messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

/** One bike, under both names older clients read (spec §7: `bike` or `data`). */
export const bikeAnswerSchema = z.object({ success: z.literal(true), bike: bikeSchema, data: bikeSchema, message: z.string() });

/** A page of bikes (`GET /api/bikes`, `GET /api/bikes/all`). */
export const bikeListAnswerSchema = z.object({
  success: z.literal(true),
  bikes: z.array(bikeSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});

/** The owner's bikes, their record and their transfers. */
export const bikeAnswers = answers({
  'POST /api/bikes': bikeAnswerSchema,
  'GET /api/bikes/my-bikes': z.object({ success: z.literal(true), bikes: z.array(bikeSchema) }),
  'GET /api/bikes': bikeListAnswerSchema,
  'GET /api/bikes/all': bikeListAnswerSchema,
  'GET /api/bikes/:id': bikeAnswerSchema,
  'PUT /api/bikes/:id': bikeAnswerSchema,
  'DELETE /api/bikes/:id': messageResponseSchema,
  'POST /api/users/sync-bikes': z.object({ success: z.literal(true), biciclette: z.array(z.string()), message: z.string() }),
  'GET /api/bikes/:id/record': z.object({ success: z.literal(true), record: bikeRecordSchema }),
  'POST /api/bikes/:id/transfers': z.object({ success: z.literal(true), message: z.string(), transfer: bikeSchema.shape.pendingTransfer.unwrap() }),
  'GET /api/transfers/incoming': z.object({ success: z.literal(true), transfers: z.array(incomingTransferSchema) }),
  'GET /api/transfers/:transferId': z.object({ success: z.literal(true), transfer: incomingTransferSchema }),
  'POST /api/transfers/:transferId/accept': z.object({ success: z.literal(true), message: z.string(), bike: bikeSchema }),
  'POST /api/transfers/:transferId/decline': messageResponseSchema,
  'POST /api/transfers/:transferId/cancel': messageResponseSchema,
});
