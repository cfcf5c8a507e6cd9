import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { translateKey } from '@/lib/translate-key';
import { Alert } from '../ui/alert';

/** The translated text of any failure: the server's key, else its message, else a generic error. */
export function useApiErrorText() {
  const { t } = useTranslation(['errors', 'validation']);
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
        return t('RATE_LIMITED_WAIT', { ns: 'errors', count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
      }
      return translateKey(t, error.i18nKey, error.message);
    }
    return t('REQUEST_ERROR', { ns: 'errors' });
  };
}

/** A form-level error banner, announced when it appears. */
export function FormError({ error, className }: { error: unknown; className?: string }) {
  const text = useApiErrorText();
  if (!error) return null;
  return (
    <Alert tone="error" className={className}>
      {text(error)}
    </Alert>
  );
}
