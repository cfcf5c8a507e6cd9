import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@ritrova/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { UsernameHint } from '@/components/form/username-hint';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useChangePasswordMutation } from '../api/change-password';

type ChangePasswordFields = { currentPassword: string; password: string; confirmPassword: string };

/** Change the password; the new token replaces the old one, other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { setSession, user } = useAuth();
  const change = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ChangePasswordFields>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(({ currentPassword, password: newPassword }) =>
    change.mutate(
      { currentPassword, password: newPassword },
      {
        onSuccess: (session) => {
          setSession(session.token, session.user);
          reset();
          toast.success(t('security.changed'));
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'CURRENT_PASSWORD_INCORRECT') {
            setError('currentPassword', { message: err.i18nKey }, { shouldFocus: true });
            return;
          }
          applyServerFieldErrors(err, setError, ['currentPassword', 'password'] as const);
        },
      },
    ),
  );

  const handledOnField = isApiError(change.error) && (change.error.code === 'CURRENT_PASSWORD_INCORRECT' || change.error.fields.length > 0);
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-5">
      {user && <UsernameHint email={user.email} />}
      {change.isError && !handledOnField && <FormError error={change.error} />}
      <TextField
        label={t('fields.current_password')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={password}
        labels={{ password: t('fields.new_password'), confirm: t('fields.confirm_password') }}
        fields={{ password: register('password'), confirm: register('confirmPassword') }}
        errors={{ password: errorText(errors.password?.message), confirm: errorText(errors.confirmPassword?.message) }}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <ButtonSpinner />}
          {t('security.submit')}
        </Button>
      </div>
    </form>
  );
}
