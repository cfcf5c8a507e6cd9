import type { Bike } from '@ritrova/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '../../../components/form/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { useReportRecoveredMutation } from '../api/report-recovered';

/** Spec §2 mark recovered, offered while the bike is stolen: a confirmation, then the theft report closes. */
export function MarkRecoveredDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('theft');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const recover = useReportRecoveredMutation(bike.id);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) recover.reset();
  };

  const confirm = () =>
    recover.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('recovered.done'));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('recovered.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('recovered.dialog_title', { name: bike.name })} description={t('recovered.dialog_text')}>
        <div className="grid gap-4">
          {recover.isError && (
            <Alert tone="error" title={t('recovered.failed')}>
              {apiErrorText(recover.error)}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('recovered.cancel')}</Button>
            </DialogClose>
            <Button onClick={confirm} disabled={recover.isPending}>
              {recover.isPending && <ButtonSpinner />}
              {t('recovered.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
