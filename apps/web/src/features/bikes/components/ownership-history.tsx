import type { Bike } from '@ritrova/shared';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';

/** The periods of ownership, dates only (the API never names earlier owners). */
export function OwnershipHistory({ periods }: { periods: Bike['ownershipHistory'] }) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  return (
    <Card>
      <section aria-labelledby="ownership-history-heading">
        <h2 id="ownership-history-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <History aria-hidden="true" className="size-5 text-brand-700" />
          {t('history.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('history.intro')}</p>
        {periods.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{t('history.empty')}</p>
        ) : (
          <ol className="mt-4 grid gap-3 border-l-2 border-brand-200 pl-4">
            {periods.map((period) => (
              <li key={`${period.startedAt}-${period.via}`} className="text-sm">
                <span className="font-semibold text-ink">
                  {t(period.via === 'transfer' ? 'history.transfer' : 'history.registration', { date: format.date(period.startedAt) })}
                </span>
                <span className="text-muted"> · {period.endedAt ? t('history.until', { date: format.date(period.endedAt) }) : t('history.current')}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
