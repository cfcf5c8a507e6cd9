import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';

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
