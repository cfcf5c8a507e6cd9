import { zodResolver } from '@hookform/resolvers/zod';
import { type ShopActivateTagInput, type ShopTag, shopActivateTagSchema } from '@ritrova/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useActivateTagMutation } from '../api/activate-tag';

/**
 * "Attiva per un cliente": at the counter, the shop types the customer's e-mail.
 * An account with that (confirmed) address gets the tag at once; any other
 * address is invited by mail and gets it when it signs up and confirms.
 */
export function ActivateTagDialog({ tag, describedBy }: { tag: ShopTag; describedBy: string }) {
  const { t } = useTranslation('shopArea');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const activate = useActivateTagMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShopActivateTagInput>({ resolver: zodResolver(shopActivateTagSchema), defaultValues: { customerEmail: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      activate.reset();
      reset();
    }
  };

  const onSubmit = handleSubmit(({ customerEmail }) =>
    activate.mutate(
      { tagId: tag.id, customerEmail },
      {
        onSuccess: ({ outcome }) => {
          setOpen(false);
          toast.success(t(`activate.done_${outcome}`, { uid: tag.uid, email: customerEmail }));
        },
        onError: (err) => applyServerFieldErrors(err, setError, ['customerEmail']),
      },
    ),
  );
  const fieldError = isApiError(activate.error) && activate.error.fields.length > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" className="whitespace-nowrap" aria-describedby={describedBy}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('activate.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('activate.title', { uid: tag.uid })} description={t('activate.text')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            label={t('activate.email')}
            hint={t('activate.email_hint')}
            type="email"
            autoComplete="off"
            required
            error={errorText(errors.customerEmail?.message)}
            {...register('customerEmail')}
          />
          <ConfirmActions
            error={activate.isError && !fieldError && apiErrorText(activate.error)}
            errorTitle={t('activate.failed')}
            cancelLabel={t('activate.cancel')}
            confirmLabel={t('activate.confirm')}
            pending={activate.isPending}
            variant="primary"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
