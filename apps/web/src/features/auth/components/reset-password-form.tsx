import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@ritrova/shared';
import { CircleCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useResetPasswordMutation } from '../api/reset-password';

type ResetFields = { password: string; confirmPassword: string };

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Alert tone="error" title={t('reset.invalid_title')}>
      <p>{t('reset.invalid_text')}</p>
      <Link to={paths.forgotPassword} className="mt-3 inline-block font-semibold underline underline-offset-4">
        {t('reset.request_new')}
      </Link>
    </Alert>
  );
}

/** New password with the live checklist; an invalid or expired link points back to /forgot-password. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const reset = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetFields>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  if (token === null) return <InvalidLink />;
  if (isApiError(reset.error) && (reset.error.code === 'RESET_TOKEN_INVALID' || reset.error.fields.some((f) => f.field === 'token'))) {
    return <InvalidLink />;
  }

  if (reset.isSuccess) {
    return (
      <div role="status" className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 className="mt-4 text-xl font-bold text-ink">{t('reset.success_title')}</h2>
        <p className="mt-2 text-muted">{t('reset.success_text')}</p>
        <Link to={paths.login} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('reset.go_login')}
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password: newPassword }) =>
    reset.mutate({ token, password: newPassword }, { onError: (err) => applyServerFieldErrors(err, setError, ['password'] as const) }),
  );

  const showFormError = reset.error && !(isApiError(reset.error) && reset.error.fields.some((f) => f.field === 'password'));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {showFormError && <FormError error={reset.error} />}
      <NewPasswordFields
        password={password}
        labels={{ password: t('fields.new_password'), confirm: t('fields.confirm_password') }}
        fields={{ password: register('password'), confirm: register('confirmPassword') }}
        errors={{ password: errorText(errors.password?.message), confirm: errorText(errors.confirmPassword?.message) }}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending && <ButtonSpinner />}
        {t('reset.submit')}
      </Button>
    </form>
  );
}
