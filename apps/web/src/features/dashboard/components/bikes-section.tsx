import type { Bike } from '@ritrova/shared';
import { Bike as BikeIcon, Check, LogIn, Nfc, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { BikeListItem } from './bike-list-item';

const steps = [
  { key: 'login', Icon: LogIn, done: true },
  { key: 'register_bike', Icon: BikeIcon, done: false },
  { key: 'associate_tag', Icon: Nfc, done: false },
] as const;

function AddBikeLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={paths.addBike} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('bikes.add')}
    </Link>
  );
}

/** The three-step guide shown until the first bike is registered. */
function EmptyGuide() {
  const { t } = useTranslation('dashboard');
  return (
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
      <div className="mt-6">
        <AddBikeLink />
      </div>
    </>
  );
}

/** The owner's bikes, each opening its page; the add button sits in the heading, or under the guide when there are none. */
export function BikesSection({ bikes, isLoading }: { bikes: Bike[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('dashboard');
  const empty = bikes?.length === 0;
  return (
    <section aria-labelledby="bikes-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="bikes-heading" className="text-xl font-bold text-ink">
          {t('bikes.title')}
        </h2>
        {!empty && <AddBikeLink />}
      </div>
      {isLoading && <Spinner className="mt-4" label={t('bikes.loading')} />}
      {empty && <EmptyGuide />}
      {bikes && bikes.length > 0 && (
        <>
          <p className="mt-2 text-muted">{t('bikes.count', { count: bikes.length })}</p>
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {bikes.map((bike) => (
              <BikeListItem key={bike.id} bike={bike} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
