import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the server's field errors on the form's fields (their message is the
 * i18n key, translated by useErrorText). Returns whether any field took one.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const fieldError of error.fields) {
    const name = fields.find((field) => field === fieldError.field);
    if (!name) continue;
    setError(name, { type: 'server', message: fieldError.i18nKey || fieldError.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * Puts a refusal that belongs to one field (a wrong current password, a wrong
 * code) on that field, by error code. Returns whether it did; the caller shows
 * any other failure as a banner.
 */
export function applyErrorCodeToField<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldOf: Partial<Record<string, Path<T>>>): boolean {
  const field = isApiError(error) ? fieldOf[error.code] : undefined;
  if (!field || !isApiError(error)) return false;
  setError(field, { type: 'server', message: error.i18nKey }, { shouldFocus: true });
  return true;
}

/** Whether a failure is one `applyErrorCodeToField` puts on a field (so no banner repeats it). */
export function isFieldErrorCode(error: unknown, fieldOf: Partial<Record<string, unknown>>): boolean {
  return isApiError(error) && error.code in fieldOf;
}
