import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@ritrova/shared';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useForgotPasswordMutation } from '../api/forgot-password';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const request = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <div role="status" className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 className="mt-4 text-xl font-bold text-ink">{t('forgot.sent_title')}</h2>
        <p className="mt-2 text-muted">{t('forgot.sent_text', { email: request.variables })}</p>
        <p className="mt-2 text-sm text-muted">{t('forgot.sent_spam')}</p>
        <Link to={paths.login} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-4">
          {t('forgot.back_to_login')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(({ email }) => request.mutate(email))} noValidate className="grid gap-5">
      <FormError error={request.error} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending && <ButtonSpinner />}
        {t('forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('forgot.back_to_login')}
        </Link>
      </p>
    </form>
  );
}
