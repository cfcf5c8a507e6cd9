import { Bike, Check, LogIn, Nfc } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const steps = [
  { key: 'login', Icon: LogIn, done: true },
  { key: 'register_bike', Icon: Bike, done: false },
  { key: 'associate_tag', Icon: Nfc, done: false },
] as const;

/**
 * The bike list. Bike pages arrive with the bikes feature; until then the
 * section counts the bikes, or shows the three-step guide when there are none.
 */
export function BikesSection({ bikeCount }: { bikeCount: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="bikes-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="bikes-heading" className="text-xl font-bold text-ink">
        {t('bikes.title')}
      </h2>
      {bikeCount > 0 ? (
        <p className="mt-2 text-muted">{t('bikes.count', { count: bikeCount })}</p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t('bikes.empty')}</p>
          <h3 className="mt-6 font-semibold text-ink">{t('bikes.guide_title')}</h3>
          <ol className="mt-3 grid gap-3 md:grid-cols-3">
            {steps.map(({ key, Icon, done }, index) => (
              <li key={key} className={cn('flex gap-3 rounded-xl border p-4', done ? 'border-brand-200 bg-brand-50' : 'border-slate-200')}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full font-bold',
                    done ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink',
                  )}
                >
                  {done ? <Check className="size-5" /> : index + 1}
                </span>
                <div>
                  <p className="flex items-center gap-2 font-semibold text-ink">
                    <Icon aria-hidden="true" className="size-4 text-brand-700" />
                    {t(`bikes.steps.${key}.title`)}
                    {done && <span className="sr-only">({t('bikes.step_done')})</span>}
                  </p>
                  <p className="mt-1 text-sm text-muted">{t(`bikes.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-muted">{t('bikes.coming_soon')}</p>
        </>
      )}
    </section>
  );
}
