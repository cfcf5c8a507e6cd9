import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeletePhotoMutation } from '../api/delete-photo';
import { usePhotoText } from '../hooks/use-photo-text';
import { photoFailureMessage } from '../photo-errors';

/** Elimina for the photo shown, after a confirmation; `onDeleted` moves the focus on (the button may go with the photo). */
export function DeletePhotoDialog({
  bikeId,
  photoId,
  isMain,
  position,
  onDeleted,
}: {
  bikeId: string;
  photoId: string;
  isMain: boolean;
  /** Which photo this is, for the question: the bike's name, its place and the count. */
  position: { name: string; n: number; total: number };
  onDeleted: () => void;
}) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  const [open, setOpen] = useState(false);
  const remove = useDeletePhotoMutation(bikeId);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };

  const confirm = () =>
    remove.mutate(photoId, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
        toast.success(t('delete.done'));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('delete.dialog_title')} description={t(isMain ? 'delete.dialog_text_main' : 'delete.dialog_text', position)}>
        <ConfirmActions
          error={remove.isError && photoText(photoFailureMessage(remove.error, 'delete_failed'))}
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
