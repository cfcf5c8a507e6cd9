import type { z } from 'zod';
import { validationMessageEn } from './validation-messages.ts';

/** One refused field, as every 400 body names it: the field, its translation key, an English message. */
export interface FieldError {
  field: string;
  i18nKey: string;
  message: string;
}

/**
 * Input refused field by field, outside a route's own schema (a form read by
 * hand). The API answers it like any schema failure: 400 `VALIDATION_ERROR`
 * with `fields`; a server-rendered form can show each message by its field.
 */
export class FieldValidationError extends Error {
  readonly fields: FieldError[];

  constructor(fields: FieldError[]) {
    super(fields.map((f) => f.message).join('; '));
    this.fields = fields;
    this.name = 'FieldValidationError';
  }
}

/** A field error worded as the API words a schema failure: a `validation.*` key, else `validation.invalid`. */
export function fieldError(field: string, key: string): FieldError {
  const i18nKey = key.startsWith('validation.') ? key : 'validation.invalid';
  return { field, i18nKey, message: `${field}: ${validationMessageEn(key || 'validation.invalid')}` };
}

/** The field errors of a zod failure; `fieldName` names a path (by default its parts joined with dots). */
export function fieldErrorsOf(error: z.ZodError, fieldName: (path: PropertyKey[]) => string = (path) => path.map(String).join('.')): FieldError[] {
  return error.issues.map((issue) => fieldError(fieldName(issue.path) || 'body', issue.message));
}
