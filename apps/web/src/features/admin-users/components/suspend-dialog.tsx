import type { AdminUserDetail } from '@ritrova/shared';
import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSetSuspendedMutation } from '../api/change-user';

/** "Sospendi" or "Riattiva", each confirmed in a dialog that says what happens to the account. */
export function SuspendDialog({ user, disabled }: { user: AdminUserDetail['user']; disabled: boolean }) {
  const { t } = useTranslation('adminUsers');
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const change = useSetSuspendedMutation(user.id);
  const suspend = !user.suspended;
  const name = `${user.nome} ${user.cognome}`.trim() || user.email;
  const key = suspend ? 'suspend' : 'reactivate';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) change.reset();
  };

  const onConfirm = () =>
    change.mutate(suspend, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t(`user.suspension.${key}_done`, { name }));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={suspend ? 'danger' : 'primary'} disabled={disabled}>
          {suspend ? <Ban aria-hidden="true" className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
          {t(`user.suspension.${key}`)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(`user.suspension.${key}_title`, { name })} description={t(`user.suspension.${key}_text`)}>
        <ConfirmActions
          error={change.isError ? apiErrorText(change.error) : undefined}
          errorTitle={t(`user.suspension.${key}_failed`)}
          cancelLabel={t('common.cancel')}
          confirmLabel={t(`user.suspension.${key}`)}
          pending={change.isPending}
          onConfirm={onConfirm}
          variant={suspend ? 'danger' : 'primary'}
        />
      </DialogContent>
    </Dialog>
  );
}
