import type { Bike } from '@ritrova/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { BikePagePlan } from '../bike-page-plan';

/**
 * The first card of a bike's page: its state in a sentence and the one next
 * action (`primary`, chosen by `bikePagePlan`), then the other actions and the
 * tags on the bike. The route supplies the actions (they live in other features).
 */
export function BikeStatusCard({
  bike,
  plan,
  primary,
  secondary,
  details,
}: {
  bike: Bike;
  plan: BikePagePlan;
  primary?: ReactNode;
  secondary?: ReactNode;
  details?: ReactNode;
}) {
  const { t } = useTranslation('bikes');
  return (
    <Card>
      <section aria-labelledby="bike-status-heading" data-next-action={plan.nextAction}>
        <h2 id="bike-status-heading" className="text-lg font-bold text-ink">
          {t('status_card.title')}
        </h2>
        <p className="mt-2 text-ink">{t(`status_card.summary.${plan.summary}`, { name: bike.name })}</p>
        {primary && <div className="mt-4 flex flex-wrap gap-3 empty:hidden">{primary}</div>}
        {secondary && <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4 empty:hidden">{secondary}</div>}
        {details && <div className="mt-4 empty:hidden">{details}</div>}
      </section>
    </Card>
  );
}
