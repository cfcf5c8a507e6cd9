import { zodResolver } from '@hookform/resolvers/zod';
import { type Persona, registerFormSchema } from '@ritrova/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginPathWith } from '@/app/paths';
import { FormError } from '@/components/form/form-error';
import { HunterNameStatus } from '@/components/form/hunter-name-status';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { afterLoginPath, safeRedirect } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { useHunterNameAvailability } from '@/lib/hunter-name';
import { currentLanguage } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { type EmailAvailability, useEmailAvailability } from '../hooks/use-email-availability';
import { ConsentFields } from './consent-fields';
import { EmailAvailabilityStatus } from './email-availability-status';
import { RoleChoice } from './role-choice';

export type RegisterFields = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

const serverFields = ['nome', 'cognome', 'email', 'password', 'role', 'acceptTerms', 'acceptPrivacy', 'confirmAge16', 'hunterName'] as const;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectUrl = safeRedirect(searchParams.get('redirectUrl'));
  const requestedRole = searchParams.get('role');
  const initialRole: Persona = requestedRole === 'hunter' ? 'hunter' : 'owner';
  const idPrefix = useId();
  const [failure, setFailure] = useState<unknown>(null);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFields, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { nome: '', cognome: '', email: '', password: '', confirmPassword: '', role: initialRole, hunterName: '' },
  });
  const role = useWatch({ control, name: 'role' });
  const hunterName = useWatch({ control, name: 'hunterName' }) ?? '';
  const hunterNameAvailability = useHunterNameAvailability(role === 'hunter' ? hunterName : '');
  const email = useWatch({ control, name: 'email' }) ?? '';
  const password = useWatch({ control, name: 'password' }) ?? '';
  const availability = useEmailAvailability(email);
  // From the moment the form is sent, the line under the e-mail stays as it was: the new account makes
  // the address "taken", and its check, refetched as the session starts, must not say so (issue #27).
  const [sentWith, setSentWith] = useState<EmailAvailability | null>(null);

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFailure(null);
    setSentWith(null);
    if (availability === 'taken') {
      setError('email', { message: 'errors.EMAIL_TAKEN' }, { shouldFocus: true });
      return;
    }
    if (values.role === 'hunter' && hunterNameAvailability === 'taken') {
      setError('hunterName', { message: 'errors.HUNTER_NAME_TAKEN' }, { shouldFocus: true });
      return;
    }
    setSentWith(availability);
    try {
      // An owner's Hunter name is chosen later, in the profile.
      await signUp({ ...values, hunterName: values.role === 'hunter' ? values.hunterName : undefined, language: currentLanguage() });
      toast.success(t('register.success_toast'));
      await navigate(afterLoginPath(redirectUrl, { persona: values.role, role: 'user' }), { replace: true });
    } catch (err) {
      setSentWith(null);
      if (isApiError(err) && err.code === 'EMAIL_TAKEN') {
        setError('email', { message: err.i18nKey }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(err, setError, serverFields)) {
        setFailure(err);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {requestedRole === 'shop' && <Alert tone="info">{t('register.shop_notice')}</Alert>}
      <FormError error={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.nome')} autoComplete="given-name" error={errorText(errors.nome?.message)} {...register('nome')} />
        <TextField label={t('fields.cognome')} autoComplete="family-name" error={errorText(errors.cognome?.message)} {...register('cognome')} />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        extra={errors.email ? undefined : <EmailAvailabilityStatus availability={sentWith ?? availability} />}
        {...register('email')}
      />
      <NewPasswordFields
        password={password}
        labels={{ password: t('fields.password'), confirm: t('fields.confirm_password') }}
        fields={{ password: register('password'), confirm: register('confirmPassword') }}
        errors={{ password: errorText(errors.password?.message), confirm: errorText(errors.confirmPassword?.message) }}
      />
      <RoleChoice field={register('role')} idPrefix={idPrefix} />
      {role === 'hunter' && (
        <TextField
          label={t('fields.hunter_name')}
          hint={t('register.hunter_name_hint')}
          autoComplete="nickname"
          spellCheck={false}
          required
          error={errorText(errors.hunterName?.message)}
          extra={errors.hunterName ? undefined : <HunterNameStatus availability={hunterNameAvailability} />}
          {...register('hunterName')}
        />
      )}
      <ConsentFields register={register} errors={errors} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <ButtonSpinner />}
        {t('register.submit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('register.have_account')}{' '}
        <Link to={loginPathWith(redirectUrl)} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('register.login_link')}
        </Link>
      </p>
    </form>
  );
}
