import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorCodeSchema } from '@ritrova/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { applyErrorCodeToField } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { twoFactorLoginRequest } from '@/lib/auth/auth-api';
import { useAdoptSession } from '../hooks/use-adopt-session';

const formSchema = z.object({ code: secondFactorCodeSchema });

/**
 * The second step of a sign-in (after the password or Google): the 6-digit
 * code of the authenticator app, or one of the recovery codes. A wrong code
 * stays on this step; an expired challenge sends the user back to the start.
 */
export function TwoFactorStep({ challenge, next, onRestart }: { challenge: string; next: string | null; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const adopt = useAdoptSession(next);
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const session = await twoFactorLoginRequest({ challenge, code });
      await adopt(session.token, session.user);
    } catch (err) {
      if (!applyErrorCodeToField(err, setError, { TWO_FACTOR_CODE_INCORRECT: 'code' })) setFailure(err);
    }
  });

  const switchKind = () => {
    setUseRecovery((v) => !v);
    reset({ code: '' });
    setFailure(null);
    setTimeout(() => setFocus('code'), 0);
  };
  const expired = isApiError(failure) && failure.code === 'TWO_FACTOR_CHALLENGE_INVALID';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-lg font-bold text-ink">
          {t('two_factor.title')}
        </h2>
        <p className="mt-1 text-muted">{useRecovery ? t('two_factor.recovery_text') : t('two_factor.text')}</p>
      </div>
      <FormError error={failure} />
      {expired ? (
        <Button type="button" size="lg" onClick={onRestart}>
          {t('two_factor.restart')}
        </Button>
      ) : (
        <>
          <TextField
            // A new field for each kind of code, so the browser's one-time-code autofill applies to the app's code only.
            key={useRecovery ? 'recovery' : 'totp'}
            label={useRecovery ? t('two_factor.recovery_label') : t('two_factor.code_label')}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            error={errorText(errors.code?.message)}
            {...register('code')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting && <ButtonSpinner />}
            {t('two_factor.submit')}
          </Button>
          <button type="button" onClick={switchKind} className="justify-self-center text-sm font-semibold text-brand-800 underline underline-offset-4">
            {useRecovery ? t('two_factor.use_app') : t('two_factor.use_recovery')}
          </button>
        </>
      )}
    </form>
  );
}
