import type { MaintenanceRecord } from '@ritrova/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteMaintenanceMutation } from '../api/delete-maintenance';

/** Deletes one record of the history after a confirmation; `type` and `date` name it in the button and the dialog. */
export function DeleteMaintenanceDialog({ record, type, date }: { record: MaintenanceRecord; type: string; date: string }) {
  const { t } = useTranslation('maintenance');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMaintenanceMutation(record.bike);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };

  const confirm = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('delete.done'));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.button')}
          <span className="sr-only"> {t('delete.button_context', { type, date })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={t('delete.dialog_title')} description={t('delete.dialog_text', { type, date })}>
        <ConfirmActions
          error={remove.isError && apiErrorText(remove.error)}
          errorTitle={t('delete.failed')}
          cancelLabel={t('delete.cancel')}
          confirmLabel={t('delete.confirm')}
          pending={remove.isPending}
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
