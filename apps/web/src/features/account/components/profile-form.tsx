import { zodResolver } from '@hookform/resolvers/zod';
import { limits, type PublicUser, profileUpdateSchema } from '@ritrova/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { HunterNameStatus } from '@/components/form/hunter-name-status';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useHunterNameAvailability } from '@/lib/hunter-name';
import { toast } from '@/lib/toast';
import { useUpdateProfileMutation } from '../api/update-profile';

/** Name, surname, username and the public Hunter name (availability checked as typed); used by /profile and /settings/profile. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const { setUser } = useAuth();
  const update = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { nome: user.nome, cognome: user.cognome, username: user.username, hunterName: user.hunterName ?? null },
  });
  const hunterName = useWatch({ control, name: 'hunterName' }) ?? '';
  const availability = useHunterNameAvailability(hunterName, user.hunterName ?? null);

  const onSubmit = handleSubmit((values) => {
    if (availability === 'taken') {
      setError('hunterName', { message: 'errors.HUNTER_NAME_TAKEN' }, { shouldFocus: true });
      return;
    }
    // An unchanged Hunter name is not sent (its own availability is not asked).
    const { hunterName: chosen, ...rest } = values;
    const changes = chosen === (user.hunterName ?? null) ? rest : values;
    update.mutate(changes, {
      onSuccess: (saved) => {
        setUser(saved);
        reset({ nome: saved.nome, cognome: saved.cognome, username: saved.username, hunterName: saved.hunterName ?? null });
        toast.success(t('profile_form.saved'));
      },
      onError: (err) => applyServerFieldErrors(err, setError, ['nome', 'cognome', 'username', 'hunterName'] as const),
    });
  });

  const fieldErrorFromServer = isApiError(update.error) && update.error.fields.length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {update.isError && !fieldErrorFromServer && (
        <Alert tone="error" title={t('PROFILE_UPDATE_FAILED', { ns: 'errors' })}>
          {apiErrorText(update.error)}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.nome')} autoComplete="given-name" error={errorText(errors.nome?.message)} {...register('nome')} />
        <TextField label={t('fields.cognome')} autoComplete="family-name" error={errorText(errors.cognome?.message)} {...register('cognome')} />
      </div>
      <TextField
        label={t('fields.username')}
        hint={t('profile_form.username_hint', { min: limits.usernameMinLength, max: limits.usernameMaxLength })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.username?.message)}
        // An emptied field removes the username (the API takes null for that).
        {...register('username', { setValueAs: (value: string | null) => (value === null || value.trim() === '' ? null : value) })}
      />
      <TextField
        label={t('fields.hunter_name')}
        hint={t('profile_form.hunter_name_hint', { min: limits.hunterNameMinLength, max: limits.hunterNameMaxLength })}
        autoComplete="nickname"
        spellCheck={false}
        error={errorText(errors.hunterName?.message)}
        extra={errors.hunterName ? undefined : <HunterNameStatus availability={availability} />}
        // An emptied field removes the name (a Hunter keeps one: the API says so).
        {...register('hunterName', { setValueAs: (value: string | null) => (value === null || value.trim() === '' ? null : value) })}
      />
      <div>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending && <ButtonSpinner />}
          {t('profile_form.submit')}
        </Button>
      </div>
    </form>
  );
}
