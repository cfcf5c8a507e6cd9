import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmailAvailability } from '../hooks/use-email-availability';

/** The live line under the e-mail field: "Email disponibile" or "Email già registrata". */
export function EmailAvailabilityStatus({ availability }: { availability: EmailAvailability }) {
  const { t } = useTranslation(['validation', 'auth']);
  return (
    <p aria-live="polite" className="mt-1.5 min-h-5 text-sm font-medium">
      {availability === 'checking' && <span className="text-muted">{t('register.email_checking', { ns: 'auth' })}</span>}
      {availability === 'available' && (
        <span className="inline-flex items-center gap-1 text-brand-800">
          <Check aria-hidden="true" className="size-4" />
          {t('email_available')}
        </span>
      )}
      {availability === 'taken' && (
        <span className="inline-flex items-center gap-1 text-red-800">
          <X aria-hidden="true" className="size-4" />
          {t('email_taken')}
        </span>
      )}
    </p>
  );
}
