import type { Reward } from '@ritrova/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { lazyComponent } from '@/lib/lazy-component';

// The form (react-hook-form, zod) loads when the button is pointed at, focused or pressed (issue #27 item 6).
const ChangeRewardFields = lazyComponent(() => import('./change-reward-fields'), 'ChangeRewardFields');

/** An unpaid reward can still be changed; 0 withdraws it (the bike stays reported stolen). */
export function ChangeRewardDialog({ bikeId, reward }: { bikeId: string; reward: Reward }) {
  const { t } = useTranslation('rewards');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={ChangeRewardFields.preload}>
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          {t('change.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('change.title')} description={t('change.text')}>
        {/* Mounted while open: each opening starts from the current reward. */}
        <ChangeRewardFields bikeId={bikeId} reward={reward} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
