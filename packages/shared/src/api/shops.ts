import { z } from 'zod';
import { plainTagExportSchema } from '../schemas/admin-tags.ts';
import { maintenanceRecordSchema } from '../schemas/maintenance.ts';
import { photoSchema } from '../schemas/photo.ts';
import {
  shopBikeSchema,
  shopConsentSchema,
  shopSaleResultSchema,
  shopTagSchema,
  tagProgrammingSchema,
  tagProgrammingTemplateSchema,
} from '../schemas/shop-area.ts';
import { ownTagSchema } from '../schemas/tag.ts';
import { messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
const programming = z.object({ success: ok, programming: tagProgrammingSchema });
const consents = z.object({ success: ok, consents: z.array(shopConsentSchema) });
const oneRecord = z.object({ success: ok, message: z.string(), data: maintenanceRecordSchema });
const onePhoto = z.object({ success: ok, data: z.object({ photo: photoSchema }) });

/** The shop area (its tags, sales, bikes and tag programming), the maintenance log with its consents, and bike photos. */
export const shopAnswers = answers({
  'GET /api/shop/tags': z.object({ success: ok, tags: z.array(shopTagSchema) }),
  'POST /api/shop/tags/:id/activate': shopSaleResultSchema.extend({ success: ok, message: z.string() }),
  'POST /api/shop/sales/claim': z.object({ success: ok, tag: ownTagSchema, message: z.string() }),
  'GET /api/shop/bikes': z.object({ success: ok, bikes: z.array(shopBikeSchema) }),
  'POST /api/shop/bikes/:bikeId/maintenance': oneRecord,
  'GET /api/bikes/:bikeId/shop-consents': consents,
  'POST /api/bikes/:bikeId/shop-consents': consents,
  'DELETE /api/bikes/:bikeId/shop-consents/:shopId': messageResponseSchema,
  'GET /api/shop/tags/program/template': tagProgrammingTemplateSchema.extend({ success: ok }),
  'POST /api/shop/tags/program/prepare': programming,
  'POST /api/shop/tags/program/confirm': programming,
  'POST /api/shop/tags/program/lock': programming,
  'DELETE /api/shop/tags/program/:uid': messageResponseSchema,
  'GET /api/bikes/:bikeId/maintenance': z.object({ success: ok, data: z.array(maintenanceRecordSchema) }),
  'POST /api/maintenance': oneRecord,
  'PUT /api/maintenance/:id': oneRecord,
  'DELETE /api/maintenance/:id': messageResponseSchema,
  'POST /api/photos/:bikeId/photo': onePhoto,
  'GET /api/photos/:bikeId/photos': z.object({ success: ok, data: z.object({ photos: z.array(photoSchema) }) }),
  'PUT /api/photos/:bikeId/photos/:photoId/main': onePhoto,
  'PATCH /api/photos/:bikeId/photos/:photoId/main': onePhoto,
  'DELETE /api/photos/:bikeId/photos/:photoId': messageResponseSchema,
  /** The shop's own tags of a plain batch, per tag, as JSON (its CSV twin is a download: downloads.ts). */
  'GET /api/shop/tag-batches/:batch/provisioning.json': z.object({ success: ok, export: plainTagExportSchema }),
});
