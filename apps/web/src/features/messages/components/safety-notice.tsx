import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The standing safety notice of every messages page (not a live region: it never changes). */
export function SafetyNotice() {
  const { t } = useTranslation('messages');
  return (
    <aside aria-label={t('safety.label')} className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('safety.money')}</p>
        <p>{t('safety.privacy')}</p>
      </div>
    </aside>
  );
}
