import type { TheftOutcome } from '@ritrova/shared';
import { HeartHandshake, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';

/**
 * What a theft's public page and poster show once the theft ended (issue #27): the poster is still on
 * lamp posts, so its link thanks the people who helped (`recovered`) or says the bike is no longer
 * searched for (`withdrawn`). Nothing about the bike, its owner or the place; not indexed.
 */
export function TheftEndedView({ outcome, poster = false }: { outcome: TheftOutcome; poster?: boolean }) {
  const { t } = useTranslation('stolen');
  const recovered = outcome === 'recovered';
  const title = t(recovered ? 'ended.recovered_title' : 'ended.withdrawn_title');
  const Icon = recovered ? HeartHandshake : SearchX;
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-14 text-center sm:py-20">
      <title>{`${title} · Ritrova`}</title>
      <meta name="robots" content="noindex" />
      <Icon aria-hidden="true" className={`mx-auto size-14 ${recovered ? 'text-brand-700' : 'text-muted'}`} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="text-muted">{t(recovered ? 'ended.recovered_text' : 'ended.withdrawn_text')}</p>
      {(poster || recovered) && <p className="text-muted">{t('ended.poster_text')}</p>}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={paths.stolen} className={buttonClasses('primary')}>
          {t('ended.other_bikes')}
        </Link>
        <Link to={paths.audiences.owners} className={buttonClasses('secondary')}>
          {t('ended.protect')}
        </Link>
      </div>
    </section>
  );
}

/** The outcome an API error names (`THEFT_RECOVERED`, `THEFT_WITHDRAWN`), when the theft's page was asked for in the browser. */
export function endedOutcomeOf(error: unknown): TheftOutcome | null {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : null;
  if (code === 'THEFT_RECOVERED') return 'recovered';
  if (code === 'THEFT_WITHDRAWN') return 'withdrawn';
  return null;
}
