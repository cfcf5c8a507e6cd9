import type { Bike } from '@ritrova/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { useApiErrorText } from '../../../components/form/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { useDeleteBikeMutation } from '../api/delete-bike';

/** Elimina: a confirmation dialog, then the dashboard (spec §2). */
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
      <DialogContent title={t('delete.dialog_title', { name: bike.name })} description={t('delete.dialog_text')}>
        <div className="grid gap-4">
          {remove.isError && (
            <Alert tone="error" title={t('delete.failed')}>
              {apiErrorText(remove.error)}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('delete.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending && <ButtonSpinner />}
              {t('delete.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
