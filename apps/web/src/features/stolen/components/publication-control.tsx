import { Eye, EyeOff, Printer, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { usePublicationMutation, usePublicationQuery } from '../api/stolen';

/**
 * The owner's opt-in publication of a theft (inside "Dettagli del furto"): says what becomes public
 * and what never does, publishes (the serial only if asked), links the public page and the poster,
 * withdraws. Recovery withdraws it by itself. Shown only while the bike is stolen.
 */
export function PublicationControl({ bikeId, stolen }: { bikeId: string; stolen: boolean }) {
  const { t } = useTranslation('stolen');
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const id = useId();
  const query = usePublicationQuery(bikeId, stolen);
  const change = usePublicationMutation(bikeId);
  const [showSerial, setShowSerial] = useState<boolean | null>(null);
  if (!stolen) return null;
  const publication = query.data;
  const serialChoice = showSerial ?? publication?.showSerial ?? false;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-ink">
        <Share2 aria-hidden="true" className="size-4 text-brand-700" />
        {t('publish.title')}
      </h3>
      {query.isPending && <Spinner label={t('publish.loading')} />}
      {query.isError && <Alert tone="error">{apiErrorText(query.error)}</Alert>}
      {publication?.publishable && (
        <div className="mt-2 grid gap-3 text-sm">
          <p role="status" className="font-semibold text-ink">
            {publication.published && publication.publishedAt
              ? t('publish.is_published', { date: format.dateTime(publication.publishedAt) })
              : t('publish.not_published')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <p className="font-semibold text-ink">{t('publish.public_legend')}</p>
              <p className="text-muted">{t('publish.public_list')}</p>
            </div>
            <div>
              <p className="font-semibold text-ink">{t('publish.never_legend')}</p>
              <p className="text-muted">{t('publish.never_list')}</p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-serial`}
              type="checkbox"
              checked={serialChoice}
              onChange={(event) => setShowSerial(event.target.checked)}
              aria-describedby={`${id}-serial-hint`}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-serial`} className="text-ink">
                {t('publish.show_serial')}
              </label>
              <span id={`${id}-serial-hint`} className="block text-muted">
                {t('publish.show_serial_hint')}
              </span>
            </div>
          </div>
          {change.isError && <Alert tone="error">{apiErrorText(change.error)}</Alert>}
          <div className="flex flex-wrap gap-2">
            {(!publication.published || serialChoice !== publication.showSerial) && (
              <Button size="sm" disabled={change.isPending} onClick={() => change.mutate({ publish: true, showSerial: serialChoice })}>
                {change.isPending ? <ButtonSpinner /> : <Eye aria-hidden="true" className="size-4" />}
                {t(publication.published ? 'publish.update' : 'publish.publish')}
              </Button>
            )}
            {publication.published && publication.publicId && (
              <>
                <Link to={paths.stolenPage(publication.publicId)} className={buttonClasses('secondary', 'sm')}>
                  {t('publish.open_page')}
                </Link>
                <Link to={paths.stolenPoster(publication.publicId)} className={buttonClasses('secondary', 'sm')}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('publish.open_poster')}
                </Link>
                <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => change.mutate({ publish: false })}>
                  <EyeOff aria-hidden="true" className="size-4" />
                  {t('publish.withdraw')}
                </Button>
              </>
            )}
          </div>
          <p className="text-muted">{t('publish.recovery_note')}</p>
        </div>
      )}
    </section>
  );
}
