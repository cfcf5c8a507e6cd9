import type { ShopBike } from '@ritrova/shared';
import { ChevronDown, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/** The maintenance form for one consented bike, given by the route (features do not import each other). */
export type RenderMaintenanceForm = (bike: ShopBike, close: () => void) => ReactNode;

function ShopBikeItem({ bike, renderMaintenanceForm }: { bike: ShopBike; renderMaintenanceForm: RenderMaintenanceForm }) {
  const { t } = useTranslation('shopArea');
  const format = useFormat();
  const [adding, setAdding] = useState(false);
  const nameId = useId();
  const panelId = useId();
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={nameId} className="font-semibold break-words text-ink">
            {bike.name}
          </p>
          <p className="text-sm break-words text-muted">{[bike.brand, bike.model, bike.color].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-muted">{t('bikes.owner', { name: bike.ownerFirstName, date: format.date(bike.consentGrantedAt) })}</p>
        </div>
        <Button
          variant={adding ? 'secondary' : 'primary'}
          size="sm"
          aria-expanded={adding}
          aria-controls={panelId}
          aria-describedby={nameId}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? <ChevronDown aria-hidden="true" className="size-4 rotate-180" /> : <Plus aria-hidden="true" className="size-4" />}
          {t('bikes.add_service')}
        </Button>
      </div>
      <div id={panelId} hidden={!adding} className={cn(adding && 'border-t border-slate-200 pt-4')}>
        {adding && renderMaintenanceForm(bike, () => setAdding(false))}
      </div>
    </li>
  );
}

/** The customers' bikes whose owners authorised the shop, each with "Aggiungi intervento". */
export function ShopBikesList({ bikes, renderMaintenanceForm }: { bikes: ShopBike[]; renderMaintenanceForm: RenderMaintenanceForm }) {
  return (
    <ul className="grid gap-3">
      {bikes.map((bike) => (
        <ShopBikeItem key={bike.id} bike={bike} renderMaintenanceForm={renderMaintenanceForm} />
      ))}
    </ul>
  );
}
