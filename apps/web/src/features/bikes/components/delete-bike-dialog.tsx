import type { Bike } from '@ritrova/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteBikeMutation } from '../api/delete-bike';

/** Elimina: a confirmation dialog, then the dashboard (spec §2); a bike that cannot be deleted says why instead. */
export function DeleteBikeDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteBikeMutation();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };

  const confirm = () =>
    remove.mutate(bike.id, {
      onSuccess: async () => {
        setOpen(false);
        toast.success(t('delete.done', { name: bike.name }));
        await navigate(paths.dashboard, { replace: true });
        remove.forget(bike.id);
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
        </Button>
      </DialogTrigger>
      {bike.deleteBlockedBy ? (
        // Why it cannot go, before any confirmation (issue #27): no "Elimina definitivamente" to refuse afterwards.
        <DialogContent
          title={t('delete.blocked_title', { name: bike.name })}
          description={t(bike.deleteBlockedBy === 'stolen' ? 'delete.blocked_stolen' : 'delete.blocked_reward_history')}
        >
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('delete.close')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : (
        <DialogContent title={t('delete.dialog_title', { name: bike.name })} description={t('delete.dialog_text')}>
          <ConfirmActions
            error={remove.isError && apiErrorText(remove.error)}
            errorTitle={t('delete.failed')}
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            pending={remove.isPending}
            onConfirm={confirm}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
