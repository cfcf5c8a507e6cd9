import type { AdminTag, TagStatusChange } from '@ritrova/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useChangeTagStatusMutation } from '../api/change-tag-status';

/** "Segna perso", "Ritira" or "Rimetti in inventario" for one tag, after a confirmation. */
export function TagStatusDialog({ tag, status, describedBy }: { tag: AdminTag; status: TagStatusChange['status']; describedBy: string }) {
  const { t } = useTranslation('adminTags');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const change = useChangeTagStatusMutation();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) change.reset();
  };
  const confirm = () =>
    change.mutate(
      { tagId: tag.id, status },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t(`change.${status}.done`, { uid: tag.uid }));
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant={status === 'unassigned' ? 'secondary' : 'ghost'} className="whitespace-nowrap" aria-describedby={describedBy}>
          {t(`change.${status}.button`)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(`change.${status}.title`, { uid: tag.uid })} description={t(`change.${status}.text`)}>
        <ConfirmActions
          error={change.isError ? apiErrorText(change.error) : undefined}
          errorTitle={t('change.failed')}
          cancelLabel={t('change.cancel')}
          confirmLabel={t(`change.${status}.confirm`)}
          pending={change.isPending}
          onConfirm={confirm}
          variant={status === 'unassigned' ? 'primary' : 'danger'}
        />
      </DialogContent>
    </Dialog>
  );
}
