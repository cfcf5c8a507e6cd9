import { z } from 'zod';
import { stolenCheckSchema, stolenListSchema, stolenPageSchema, stolenPlacesSchema, theftPublicationSchema } from '../schemas/stolen.ts';
import { messageResponseSchema } from '../schemas/user.ts';
import { answers } from './answers.ts';

const ok = z.literal(true);
const publication = z.object({ success: ok, publication: theftPublicationSchema });

/** Published thefts (the public list, a theft's page, the owner's publication) and the public stolen check. */
export const stolenAnswers = answers({
  'GET /api/bikes/:id/publication': publication,
  'PUT /api/bikes/:id/publication': publication,
  'DELETE /api/bikes/:id/publication': publication,
  'GET /api/stolen': stolenListSchema,
  'GET /api/stolen/places': stolenPlacesSchema,
  'GET /api/stolen/:publicId': z.object({ success: ok, theft: stolenPageSchema }),
  /** A sighting of a published theft (JSON, or multipart with a photo): 201 with the thanks. */
  'POST /api/stolen/:publicId/sightings': messageResponseSchema,
  'GET /api/public/stolen': stolenCheckSchema,
});
