import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '@/lib/translate-key';

/**
 * Translates a form error: zod issue messages and server field errors are
 * i18n keys (`validation.x`, `errors.X`); any other text is shown as it is.
 */
export function useErrorText() {
  const { t } = useTranslation(['validation', 'errors']);
  return useCallback((message: string | undefined) => (message ? translateKey(t, message, message) : undefined), [t]);
}
