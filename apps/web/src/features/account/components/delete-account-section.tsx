import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { applyErrorCodeToField, isFieldErrorCode } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { UsernameHint } from '@/components/form/username-hint';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDeleteAccountMutation } from '../api/delete-account';

const deleteForm = z.object({ password: z.string(), confirmEmail: z.string(), code: z.string() });
/** Which field each refusal belongs to. */
const fieldOf = { CURRENT_PASSWORD_INCORRECT: 'password', CONFIRM_EMAIL_MISMATCH: 'confirmEmail', TWO_FACTOR_CODE_INCORRECT: 'code' } as const;

/**
 * Deleting the account asks in a dialog for the password (or, for an account
 * that signs in only with Google, its e-mail address) and, with two-factor
 * sign-in on, a current code; then clears the local session.
 */
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
  } = useForm({ resolver: zodResolver(deleteForm), defaultValues: { password: '', confirmEmail: '', code: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      remove.reset();
    }
  };

  const onSubmit = handleSubmit(({ password, confirmEmail, code }) =>
    remove.mutate(user?.hasPassword ? { password, ...(user.twoFactorEnabled && { code }) } : { confirmEmail, ...(user?.twoFactorEnabled && { code }) }, {
      onSuccess: async () => {
        setOpen(false);
        await endSession(paths.home);
        toast.success(t('delete.done'));
      },
      onError: (err) => {
        applyErrorCodeToField(err, setError, fieldOf);
      },
    }),
  );

  const onField = isFieldErrorCode(remove.error, fieldOf);
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
        <DialogContent title={t('delete.dialog_title')} description={user?.hasPassword === false ? t('delete.dialog_text_google') : t('delete.dialog_text')}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {user && <UsernameHint email={user.email} />}
            {remove.isError && !onField && <FormError error={remove.error} />}
            {user?.hasPassword === false ? (
              <TextField
                label={t('delete.confirm_email')}
                type="email"
                autoComplete="off"
                error={errorText(errors.confirmEmail?.message)}
                {...register('confirmEmail')}
              />
            ) : (
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                error={errorText(errors.password?.message)}
                {...register('password')}
              />
            )}
            {user?.twoFactorEnabled && (
              <TextField label={t('two_factor.any_code_label')} autoComplete="one-time-code" error={errorText(errors.code?.message)} {...register('code')} />
            )}
            <ConfirmActions cancelLabel={t('delete.cancel')} confirmLabel={t('delete.confirm')} pending={remove.isPending} />
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
