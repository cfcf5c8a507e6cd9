import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { FieldValidationError, fieldError, PHOTO_LIMITS, SIGHTING_PHOTO_FIELD, type SightingFormState, sightingFormFields } from '@ritrova/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SightingPhotoFile } from './sighting-photo.service.ts';

/**
 * Limits of a multipart sighting, for `@fastify/multipart` (registered with
 * these by the route's plugin). Files: the photo plus one more, so a stray
 * second file is seen and named (a third is a parser limit); the photo is cut
 * one byte past the maximum so a larger one shows as truncated (413).
 */
export const sightingMultipartLimits = {
  fileSize: PHOTO_LIMITS.maxBytes + 1,
  files: 2,
  fields: sightingFormFields.length + 8,
  parts: sightingFormFields.length + 10,
  // A note of 1000 characters is at most 4000 bytes of UTF-8; a longer value is refused, not cut.
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

/** What a multipart sighting carried: its text fields (the first of each name) and its photo, if any. */
export interface SightingForm {
  fields: Record<string, string>;
  photo: SightingPhotoFile | null;
}

function unexpectedFile(name: string): AppError {
  const field = fieldError(name, 'validation.invalid');
  const message = `${name}: unexpected file part; a sighting takes one file, in the part "${SIGHTING_PHOTO_FIELD}"`;
  return new AppError(400, 'VALIDATION_ERROR', message, { i18nKey: field.i18nKey, fields: [{ ...field, message }] });
}

/** A part the parser gave up on (a limit, a broken body): the request cannot be read. */
function unreadable(err: unknown): AppError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'VALIDATION_ERROR', `A sighting takes one file, in the part "${SIGHTING_PHOTO_FIELD}"`);
  return new AppError(400, 'VALIDATION_ERROR', 'The multipart body cannot be read');
}

/** Reads a part to its end and drops it: a part nobody reads stalls the whole request (and the connection). */
async function discard(part: MultipartFile): Promise<void> {
  await finished(part.file.resume()).catch(() => {});
}

/** A text part: refused when cut at the size limit or not plain text; else kept if it is the first of its name. */
function takeField(part: MultipartValue, fields: Record<string, string>): FieldValidationError | null {
  if (part.valueTruncated || typeof part.value !== 'string') return new FieldValidationError([fieldError(part.fieldname, 'validation.max_length')]);
  if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
  return null;
}

/**
 * Reads a multipart sighting to its very end, whatever it holds: every part
 * is consumed (an unexpected one is drained, then named in a 400), so the
 * answer never leaves half a body on a keep-alive connection. If the parser
 * itself gives up, the route's `settleUnreadBody` hook reads and drops the rest.
 */
export async function readSightingForm(request: FastifyRequest): Promise<SightingForm> {
  const fields: Record<string, string> = Object.create(null);
  let photo: SightingPhotoFile | null = null;
  let photoSeen = false;
  let problem: Error | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        problem ??= takeField(part, fields);
      } else if (part.fieldname === SIGHTING_PHOTO_FIELD && !photoSeen && problem === null) {
        photoSeen = true;
        const bytes = await part.toBuffer();
        // A form's empty file input still sends its part, with no name and no bytes: no photo.
        if (bytes.length > 0 || part.filename) photo = { bytes, truncated: part.file.truncated };
      } else {
        problem ??= unexpectedFile(part.fieldname);
        await discard(part);
      }
    }
  } catch (err) {
    // The rest of the body is read and dropped by the route's onSend hook (`settleUnreadBody`), within bounds.
    throw problem ?? unreadable(err);
  }
  if (problem) throw problem;
  return { fields: { ...fields }, photo };
}

/** What went wrong with a refused report, as the form shows it: under each field, or for the whole form. Anything but a refusal is thrown again. */
function refusal(err: unknown): Pick<SightingFormState, 'errors' | 'formError'> {
  if (err instanceof FieldValidationError) return { errors: Object.fromEntries(err.fields.map((f) => [f.field, f.i18nKey])) };
  if (err instanceof AppError) {
    const body = err.toBody();
    if (body.fields?.length) return { errors: Object.fromEntries(body.fields.map((f) => [f.field, f.i18nKey])) };
    if (body.i18nKey.startsWith('photos.')) return { errors: { photo: body.i18nKey } };
    return { errors: {}, formError: body.i18nKey };
  }
  throw err;
}

const yes = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

/**
 * A report sent without JavaScript (the tag page's form, a stolen bike's page's) that `err` refused, as
 * the page shows its form again: the values as sent (`fields`) and what was wrong. Anything but a refusal is thrown again.
 */
export function refusedSightingForm(fields: Record<string, string>, err: unknown): SightingFormState {
  const { errors, formError } = refusal(err);
  return {
    values: {
      note: fields.note ?? '',
      shareExact: yes(fields.shareExact),
      contactConsent: yes(fields.contactConsent),
      contactEmail: fields.contactEmail ?? '',
    },
    errors,
    ...(formError && { formError }),
  };
}
