import { zodResolver } from '@hookform/resolvers/zod';
import { googleLinkFormSchema } from '@ritrova/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { linkGoogleAccount } from '../api/google';
import { useAdoptSession } from '../hooks/use-adopt-session';
import { TwoFactorStep } from './two-factor-step';

/** `status=link`: the address already has a password account; its password links Google to it. */
export function GoogleLinkForm({ ticket, next }: { ticket: string; next: string | null }) {
  const { t } = useTranslation(['google', 'auth']);
  const errorText = useErrorText();
  const adopt = useAdoptSession(next);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(googleLinkFormSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const result = await linkGoogleAccount({ ticket, password });
      toast.success(t('link.success_toast'));
      if ('challenge' in result) setChallenge(result.challenge);
      else await adopt(result.token, result.user);
    } catch (err) {
      if (isApiError(err) && err.code === 'CURRENT_PASSWORD_INCORRECT') setError('password', { message: err.i18nKey }, { shouldFocus: true });
      else setFailure(err);
    }
  });

  if (challenge) return <TwoFactorStep challenge={challenge} next={next} onRestart={() => void navigate(paths.login)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-muted">{t('link.subtitle')}</p>
      <FormError error={failure} />
      <TextField
        label={t('fields.password', { ns: 'auth' })}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-800 underline underline-offset-4">
          {t('link.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <ButtonSpinner />}
        {t('link.submit')}
      </Button>
      <Link to={paths.login} className="text-center text-sm font-semibold text-brand-800 underline underline-offset-4">
        {t('link.back_to_login')}
      </Link>
    </form>
  );
}
