import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@ritrova/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/form/form-error';
import { useErrorText } from '../../../components/form/use-error-text';
import { UsernameHint } from '../../../components/form/username-hint';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDeleteAccountMutation } from '../api/delete-account';

/** Deleting the account asks for the password in a dialog, then clears the local session. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { endSession, user } = useAuth();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccountMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      remove.reset();
    }
  };

  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: async () => {
        setOpen(false);
        await endSession(paths.home);
        toast.success(t('delete.done'));
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'CURRENT_PASSWORD_INCORRECT') setError('password', { message: err.i18nKey }, { shouldFocus: true });
      },
    }),
  );

  const wrongPassword = isApiError(remove.error) && remove.error.code === 'CURRENT_PASSWORD_INCORRECT';
  return (
    <section aria-labelledby="delete-account-heading" className="rounded-2xl border border-red-200 bg-red-50/50 p-6">
      <h2 id="delete-account-heading" className="text-lg font-bold text-red-900">
        {t('delete.title')}
      </h2>
      <p className="mt-2 text-sm text-ink">{t('delete.text')}</p>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="danger" className="mt-4">
            {t('delete.open')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('delete.dialog_title')} description={t('delete.dialog_text')}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {user && <UsernameHint email={user.email} />}
            {remove.isError && !wrongPassword && <FormError error={remove.error} />}
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              error={errorText(errors.password?.message)}
              {...register('password')}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary">{t('delete.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {remove.isPending && <ButtonSpinner />}
                {t('delete.confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
