/** The names of a sighting's form fields, free of zod (the tag page's form uses them; schemas/sighting.ts reads them). */

/** The multipart file part of a sighting: at most one photo (JPEG, PNG or WebP; the bike-photo limits). */
export const SIGHTING_PHOTO_FIELD = 'photo';

/** The text parts of a multipart sighting (or a plain HTML form), each a string as the browser sends it. */
export const sightingFormFields = ['uid', 'scanId', 'note', 'shareExact', 'contactConsent', 'contactEmail', 'latitude', 'longitude', 'accuracy'] as const;
export type SightingFormField = (typeof sightingFormFields)[number];
