import type { Bike } from '@ritrova/shared';
import { ShieldAlert } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { lazyComponent } from '@/lib/lazy-component';

// The stepped form (react-hook-form, zod, the map's place picker) loads when the dialog is about to open.
const ReportStolenContent = lazyComponent(() => import('./report-stolen-content'), 'ReportStolenContent');

/**
 * Spec §2 report-stolen dialog (its steps: report-stolen-content.tsx). Offered while the bike is not stolen; once
 * reported it stays open for its payment step.
 */
export function ReportStolenDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('theft');
  const [open, setOpen] = useState(false);
  if (bike.status === 'stolen' && !open) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={ReportStolenContent.preload}>
        <Button variant="secondary" className="text-red-800">
          <ShieldAlert aria-hidden="true" className="size-4" />
          {t('report.button')}
        </Button>
      </DialogTrigger>
      {open && (
        // Nothing shows until its code is there (a moment, if the button was not pointed at or focused first).
        <Suspense fallback={null}>
          <ReportStolenContent bike={bike} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
