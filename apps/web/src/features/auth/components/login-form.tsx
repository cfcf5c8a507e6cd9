import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@ritrova/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, registerPath } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { afterLoginPath, safeRedirect } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { TwoFactorStep } from './two-factor-step';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectUrl = safeRedirect(searchParams.get('redirectUrl'));
  const [failure, setFailure] = useState<unknown>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await login(values);
      if ('challenge' in outcome) setChallenge(outcome.challenge);
      else await navigate(afterLoginPath(redirectUrl, outcome.user), { replace: true });
    } catch (err) {
      setFailure(err);
    }
  });

  if (challenge) return <TwoFactorStep challenge={challenge} next={redirectUrl} onRestart={() => setChallenge(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={failure} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-800 underline underline-offset-4">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <ButtonSpinner />}
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('login.no_account')}{' '}
        <Link to={registerPath(undefined, redirectUrl)} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('login.register_link')}
        </Link>
      </p>
    </form>
  );
}
