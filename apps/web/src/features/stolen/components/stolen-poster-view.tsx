import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { RewardFigure } from '@/components/reward/reward-figure';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageData } from '@/lib/page-data';
import { stolenQrUrl, useStolenPageQuery } from '../api/stolen';
import { bikeTitle, StolenFacts, StolenPicture } from './stolen-facts';
import { endedOutcomeOf, TheftEndedView } from './theft-ended-view';

/**
 * When printing, only the poster: an A4 page, no header, footer, navigation or buttons of the site
 * (everything else hidden, whatever the layout holds), the poster at the page's top left.
 */
const printStyles = `
@page { size: A4 portrait; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  .stolen-poster, .stolen-poster * { visibility: visible !important; }
  .stolen-poster { position: absolute; inset: 0; margin: 0; padding: 0; box-shadow: none; border: 0; max-width: none; }
  .stolen-poster-screen-only { display: none !important; }
  html, body { background: #fff !important; }
}`;

/**
 * The printable A4 poster of a published theft (/rubate/:publicId/poster): a headline, the photo, the
 * facts, the reward and a QR code (made by the server) to the public page's sighting form. Rendered
 * on the server with the theft, so it prints without JavaScript too.
 */
export function StolenPosterView({ publicId }: { publicId: string }) {
  const { t } = useTranslation('stolen');
  const apiErrorText = useApiErrorText();
  const query = useStolenPageQuery(publicId, usePageData()?.stolenPage);
  // Printing from the button needs the script; without it, the browser's own print command prints the same.
  const theft = query.data;
  if (query.isPending) return <PageSpinner label={t('page.loading')} />;
  if (!theft) {
    const ended = endedOutcomeOf(query.error);
    if (ended) return <TheftEndedView outcome={ended} poster />;
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">{t('page.gone_title')}</h1>
        <Alert tone="error">{apiErrorText(query.error)}</Alert>
      </div>
    );
  }
  const title = bikeTitle(theft.bike);
  return (
    <div className="mx-auto grid max-w-[210mm] gap-4 px-4 py-6">
      <title>{`${t('poster.meta_title', { bike: title })} · Ritrova`}</title>
      <style>{printStyles}</style>
      <div className="stolen-poster-screen-only flex flex-wrap items-center gap-2">
        {/* Hidden without JavaScript; pressed before the app runs, boot.ts hands the press over. */}
        <Button data-needs-js="" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('poster.print')}
        </Button>
        <Link to={paths.stolenPage(theft.publicId)} className={buttonClasses('secondary')}>
          {t('poster.back')}
        </Link>
        <p className="w-full text-sm text-muted">{t('poster.hint')}</p>
      </div>
      <article className="stolen-poster grid gap-4 rounded-xl border border-slate-300 bg-white p-6 text-ink" aria-labelledby="stolen-poster-title">
        <header className="text-center">
          <p className="text-4xl font-black tracking-wide text-red-700 uppercase">{t('poster.headline')}</p>
          <h1 id="stolen-poster-title" className="mt-1 text-2xl font-bold">
            {title}
          </h1>
        </header>
        <StolenPicture photo={theft.photo} alt={t('page.photo_alt', { bike: title })} sizes="180mm" className="mx-auto max-h-[95mm] w-auto object-contain" />
        {theft.rewardCents !== null && (
          <RewardFigure
            finderCents={theft.rewardCents}
            offeredCents={theft.rewardOfferedCents}
            held
            size="large"
            className="rounded-lg border-2 border-amber-500 p-3"
          />
        )}
        <StolenFacts theft={theft} />
        <div className="flex items-center gap-5 border-t border-slate-300 pt-4">
          <img src={stolenQrUrl(theft.publicId)} alt={t('poster.qr_alt')} width={150} height={150} className="size-[40mm] shrink-0" />
          <div className="grid gap-1">
            <p className="text-xl font-bold">{t('poster.seen_it')}</p>
            <p>{t('poster.scan')}</p>
            <p className="break-all text-sm">{theft.sightingUrl}</p>
            <p className="text-sm text-muted">{t('poster.no_contact')}</p>
          </div>
        </div>
      </article>
    </div>
  );
}
