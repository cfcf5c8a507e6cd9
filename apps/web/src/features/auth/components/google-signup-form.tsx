import { zodResolver } from '@hookform/resolvers/zod';
import { googleSignupFormSchema } from '@ritrova/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { completeGoogleSignup } from '../api/google';
import { useAdoptSession } from '../hooks/use-adopt-session';
import { ConsentFields } from './consent-fields';
import { RoleChoice } from './role-choice';

type SignupFields = z.input<typeof googleSignupFormSchema>;
type SignupOutput = z.output<typeof googleSignupFormSchema>;

const serverFields = ['role', 'acceptTerms', 'acceptPrivacy', 'confirmAge16'] as const;

/** `status=signup`: a first Google sign-in creates the account only once these are accepted. */
export function GoogleSignupForm({ ticket, next }: { ticket: string; next: string | null }) {
  const { t } = useTranslation(['google', 'auth']);
  const adopt = useAdoptSession(next);
  const idPrefix = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFields, unknown, SignupOutput>({ resolver: zodResolver(googleSignupFormSchema), mode: 'onTouched', defaultValues: { role: 'owner' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await completeGoogleSignup({ ...values, ticket, language: currentLanguage() });
      toast.success(t('signup.success_toast'));
      await adopt(result.token, result.user);
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, serverFields)) setFailure(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-muted">{t('signup.subtitle')}</p>
      <FormError error={failure} />
      <RoleChoice field={register('role')} idPrefix={idPrefix} />
      <ConsentFields register={register} errors={errors} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <ButtonSpinner />}
        {t('signup.submit')}
      </Button>
      <Link to={paths.login} className="text-center text-sm font-semibold text-brand-800 underline underline-offset-4">
        {t('link.back_to_login')}
      </Link>
    </form>
  );
}
