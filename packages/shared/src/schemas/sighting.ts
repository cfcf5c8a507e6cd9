import { z } from 'zod';
import { FieldValidationError, fieldErrorsOf } from '../field-errors.ts';
import { sightingReportSchema } from './tag.ts';

/** A sighting report as the API uses it, whichever way it was sent (JSON, multipart, an HTML form). */
export type SightingReport = z.output<typeof sightingReportSchema>;

// A NUL byte or half of a surrogate pair is never text somebody typed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is exactly what is refused.
const notText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text part; an empty one counts as not sent (an empty input of a form still sends its name). */
const formText = z
  .string()
  .refine((value) => !notText.test(value), 'validation.invalid_characters')
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** A checkbox: sent as "on" (HTML) or "true"; missing, "false" or "off" means no. */
const formFlag = formText.transform((value, ctx) => {
  const flag = value?.trim().toLowerCase();
  if (flag === undefined || flag === 'false' || flag === 'off' || flag === '0') return false;
  if (flag === 'on' || flag === 'true' || flag === '1') return true;
  ctx.addIssue({ code: 'custom', message: 'validation.invalid_choice' });
  return z.NEVER;
});

/** A decimal number written as text ("45.4642"); the bounds are the JSON schema's. */
const formNumber = formText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) {
    ctx.addIssue({ code: 'custom', message: 'validation.number' });
    return z.NEVER;
  }
  return Number(trimmed);
});

/**
 * The text fields of a sighting sent as a form (multipart from the app, or an
 * HTML form without JavaScript), turned into the JSON body and checked by the
 * same schema: the result is exactly what a JSON sighting gives. Unknown
 * fields are ignored, as in JSON.
 */
export const sightingFieldsSchema = z
  .object({
    uid: formText,
    scanId: formText,
    note: formText,
    shareExact: formFlag,
    contactConsent: formFlag,
    contactEmail: formText,
    latitude: formNumber,
    longitude: formNumber,
    accuracy: formNumber,
  })
  // The JSON body, unchecked (`unknown`): the JSON schema below checks it, naming what is missing.
  .transform(({ latitude, longitude, accuracy, ...rest }): unknown => ({
    ...rest,
    // A point needs both coordinates: one without the other is refused by the JSON schema, naming it.
    location:
      latitude === undefined && longitude === undefined && accuracy === undefined
        ? undefined
        : { latitude, longitude, ...(accuracy === undefined ? {} : { accuracy }) },
  }))
  .pipe(sightingReportSchema);

/** The form name of a field the JSON schema names by its path (`location.latitude` is `latitude`). */
const formFieldName = (path: PropertyKey[]) => String(path[0] === 'location' && path.length > 1 ? path[1] : (path[0] ?? ''));

/**
 * The sighting a form sent, checked as the JSON body is; throws a
 * `FieldValidationError` naming each refused form field (the API answers it
 * with the same 400 `VALIDATION_ERROR` body as a refused JSON field).
 */
export function parseSightingFields(fields: Readonly<Record<string, string | undefined>>): SightingReport {
  const parsed = sightingFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new FieldValidationError(fieldErrorsOf(parsed.error, formFieldName));
  return parsed.data;
}
