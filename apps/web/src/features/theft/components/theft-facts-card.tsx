import type { Bike, TheftFacts } from '@ritrova/shared';
import { ClipboardList, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';
import { formatCoordinate } from '@/lib/tags/geolocation';
import { useTheftFactsQuery } from '../api/theft-facts';

// The form (react-hook-form, zod, the place picker) loads when the button is pointed at, focused or pressed (issue #27 item 6).
const EditTheftFactsForm = lazyComponent(() => import('./edit-theft-facts-form'), 'EditTheftFactsForm');

/** The same form as the report's first two steps, on one page, to change the facts while the bike is stolen. */
function EditTheftFactsDialog({ bikeId, facts }: { bikeId: string; facts: TheftFacts }) {
  const { t } = useTranslation('theft');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={EditTheftFactsForm.preload}>
        <Button variant="secondary" size="sm">
          <Pencil aria-hidden="true" className="size-4" />
          {t('facts.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('facts.edit_title')} description={t('facts.edit_text')}>
        <EditTheftFactsForm bikeId={bikeId} facts={facts} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

/**
 * "Dettagli del furto": the facts of the bike's theft as the owner gave them (exactly: the point,
 * the address, the police report), with an edit while the bike is stolen. Hunters and the public
 * see only the time, the area to about a kilometre, the municipality and the circumstances.
 * `publication`: the owner's control of the public listing (features/stolen, composed by the page).
 */
export function TheftFactsCard({ bike, publication }: { bike: Bike; publication?: ReactNode }) {
  const { t } = useTranslation('theft');
  const format = useFormat();
  const relevant = bike.status === 'stolen' || bike.status === 'recovered';
  const query = useTheftFactsQuery(bike.id, relevant);
  if (!relevant || query.data?.facts === null) return null;
  const facts = query.data?.facts;
  const editable = Boolean(query.data?.editable && bike.status === 'stolen');
  const none = t('facts.not_given');

  return (
    <Card>
      <section aria-labelledby="theft-facts-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="theft-facts-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
            <ClipboardList aria-hidden="true" className="size-5 text-red-700" />
            {t('facts.title')}
          </h2>
          {facts && editable && <EditTheftFactsDialog bikeId={bike.id} facts={facts} />}
        </div>
        {query.isPending && <Spinner label={t('facts.loading')} />}
        {query.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {t('sightings.retry')}
              </Button>
            }
          >
            {t('facts.load_failed')}
          </Alert>
        )}
        {facts && (
          <>
            <p className="mt-1 text-sm text-muted">{t('facts.privacy')}</p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              <Fact label={t('facts.when')}>{format.dateTimeInItaly(facts.stolenAt)}</Fact>
              <Fact label={t('facts.where')}>
                {[
                  facts.placeName,
                  facts.address,
                  facts.place && t('facts.coordinates', { latitude: formatCoordinate(facts.place.lat), longitude: formatCoordinate(facts.place.lng) }),
                ]
                  .filter(Boolean)
                  .join('\n') || none}
              </Fact>
              <Fact label={t('facts.circumstances')}>{facts.circumstances ?? none}</Fact>
              <Fact label={t('facts.lock')}>{facts.lock ?? none}</Fact>
              <Fact label={t('facts.police_legend')}>
                {[
                  facts.policeReportNumber && t('facts.police_number_value', { number: facts.policeReportNumber }),
                  facts.policeStation,
                  facts.policeReportDate && t('facts.police_date_value', { date: format.date(facts.policeReportDate) }),
                ]
                  .filter(Boolean)
                  .join('\n') || none}
              </Fact>
            </dl>
            {editable && !facts.policeReportNumber && (
              <div className="mt-4">
                <Alert tone="warning" title={t('facts.denuncia_title')}>
                  {t('facts.denuncia_text')}
                </Alert>
              </div>
            )}
            {publication}
          </>
        )}
      </section>
    </Card>
  );
}
