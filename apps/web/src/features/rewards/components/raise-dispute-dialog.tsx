import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';

// The form (react-hook-form, zod) loads when the button is pointed at, focused or pressed (issue #27 item 6).
const RaiseDisputeFields = lazyComponent(() => import('./raise-dispute-fields'), 'RaiseDisputeFields');

/** Spec §1/§9: within 30 days of the recovery the owner may dispute it; the payout is frozen until we decide. */
export function RaiseDisputeDialog({ bikeId, theftReportId, disputeUntil }: { bikeId: string; theftReportId: string; disputeUntil: string }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={RaiseDisputeFields.preload}>
        <Button variant="secondary">
          <Scale aria-hidden="true" className="size-4" />
          {t('dispute.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('dispute.title')} description={t('dispute.text', { date: format.date(disputeUntil) })}>
        {/* Mounted while open: each opening starts with an empty reason. */}
        <RaiseDisputeFields bikeId={bikeId} theftReportId={theftReportId} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
