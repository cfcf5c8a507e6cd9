import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HunterNameAvailability } from '@/lib/hunter-name';

/** The live line under a Hunter name field: "Nome disponibile" or "Nome già scelto da un altro Hunter". */
export function HunterNameStatus({ availability }: { availability: HunterNameAvailability }) {
  const { t } = useTranslation('validation');
  return (
    <p aria-live="polite" className="mt-1.5 min-h-5 text-sm font-medium">
      {availability === 'checking' && <span className="text-muted">{t('hunter_name_checking')}</span>}
      {availability === 'available' && (
        <span className="inline-flex items-center gap-1 text-brand-800">
          <Check aria-hidden="true" className="size-4" />
          {t('hunter_name_available')}
        </span>
      )}
      {availability === 'taken' && (
        <span className="inline-flex items-center gap-1 text-red-800">
          <X aria-hidden="true" className="size-4" />
          {t('hunter_name_taken')}
        </span>
      )}
    </p>
  );
}
