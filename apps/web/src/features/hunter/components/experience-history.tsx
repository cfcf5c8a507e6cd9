import type { HunterProfile } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { isHistoryKind, signedPoints } from '../experience';

/** What recently earned (or cost) the Hunter points, newest first. */
export function ExperienceHistory({ history }: { history: HunterProfile['history'] }) {
  const { t, i18n } = useTranslation('hunter');
  const format = useFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card>
      <section aria-labelledby="history-heading" className="grid gap-4">
        <h2 id="history-heading" className="text-lg font-bold text-ink">
          {t('history.title')}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-ink">{t('history.empty')}</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {history.map((entry, index) => (
              // The history has no ids; it is replaced whole, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={`${entry.at}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <div>
                  <p className="font-medium text-ink">{isHistoryKind(entry.kind) ? t(`history.kind.${entry.kind}`) : t('history.other_kind')}</p>
                  <p className="text-sm text-muted">{format.dateTime(entry.at)}</p>
                </div>
                <p className={cn('font-bold', entry.points < 0 ? 'text-red-800' : 'text-brand-800')}>
                  {t('history.points', { count: entry.points, points: signedPoints(entry.points, language) })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
