import { zodResolver } from '@hookform/resolvers/zod';
import { limits, type PublicUser, profileUpdateSchema } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiErrorText } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useUpdateProfileMutation } from '../api/update-profile';

/** Name, surname and username; used by /profile and /settings/profile. */
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
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { nome: user.nome, cognome: user.cognome, username: user.username },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        setUser(saved);
        reset({ nome: saved.nome, cognome: saved.cognome, username: saved.username });
        toast.success(t('profile_form.saved'));
      },
      onError: (err) => applyServerFieldErrors(err, setError, ['nome', 'cognome', 'username'] as const),
    }),
  );

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
      <div>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending && <ButtonSpinner />}
          {t('profile_form.submit')}
        </Button>
      </div>
    </form>
  );
}
