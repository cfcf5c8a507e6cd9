import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorCodeSchema } from '@ritrova/shared';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { applyErrorCodeToField, isFieldErrorCode } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRecoveryCodesMutation, useTwoFactorDisableMutation, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/** Settings › Security: two-factor sign-in, on or off, with its recovery codes. */
export function TwoFactorSection() {
  const { t, i18n } = useTranslation('account');
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'setup' | 'codes' | 'disable' | null>(null);
  const onOpenChange = (name: typeof dialog) => (open: boolean) => setDialog(open ? name : null);

  return (
    <section aria-labelledby="two-factor-heading" className="mt-10 max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="two-factor-heading" className="text-lg font-bold text-ink">
        {t('two_factor.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('two_factor.text')}</p>
      {status.isPending && <Spinner label={t('two_factor.loading')} />}
      {status.isError && <FormError error={status.error} className="mt-3" />}
      {status.data && (
        <>
          {status.data.required && !status.data.enabled && (
            <Alert tone="warning" className="mt-4">
              {t('two_factor.required')}
            </Alert>
          )}
          <p className="mt-4 flex items-center gap-2 font-semibold text-ink">
            {status.data.enabled ? (
              <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-5 text-muted" />
            )}
            {status.data.enabled && status.data.enabledAt
              ? t('two_factor.on_since', { date: formatDate(status.data.enabledAt, i18n.language) })
              : t('two_factor.off')}
          </p>
          {status.data.enabled && <p className="mt-1 text-sm text-muted">{t('two_factor.codes_left', { count: status.data.recoveryCodesLeft })}</p>}
          <div className="mt-4 flex flex-wrap gap-3">
            {status.data.enabled ? (
              <>
                <Button variant="secondary" onClick={() => setDialog('codes')}>
                  {t('two_factor.new_codes')}
                </Button>
                {!status.data.required && (
                  <Button variant="danger" onClick={() => setDialog('disable')}>
                    {t('two_factor.disable')}
                  </Button>
                )}
              </>
            ) : (
              <Button onClick={() => setDialog('setup')}>{t('two_factor.enable')}</Button>
            )}
          </div>
          {status.data.enabled && status.data.required && <p className="mt-3 text-sm text-muted">{t('two_factor.admin_keeps')}</p>}
        </>
      )}
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={onOpenChange('setup')} />
      {dialog === 'codes' && <NewRecoveryCodesDialog onOpenChange={onOpenChange('codes')} />}
      {dialog === 'disable' && <DisableDialog onOpenChange={onOpenChange('disable')} />}
    </section>
  );
}

const codeForm = z.object({ code: secondFactorCodeSchema });
const disableForm = z.object({ password: z.string(), code: secondFactorCodeSchema });
const codeFieldOf = { TWO_FACTOR_CODE_INCORRECT: 'code' } as const;
const disableFieldOf = { CURRENT_PASSWORD_INCORRECT: 'password', TWO_FACTOR_CODE_INCORRECT: 'code' } as const;

/** A current code replaces the recovery codes; the new ones are shown once. */
function NewRecoveryCodesDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { user } = useAuth();
  const regenerate = useRecoveryCodesMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    try {
      await regenerate.mutateAsync({ code });
    } catch (err) {
      applyErrorCodeToField(err, setError, codeFieldOf);
    }
  });
  const codes = regenerate.data?.recoveryCodes;
  const wrongCode = isFieldErrorCode(regenerate.error, codeFieldOf);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t('two_factor.new_codes')} description={codes ? t('two_factor.setup.done_text') : t('two_factor.new_codes_text')}>
        {codes && user ? (
          <div className="grid gap-5">
            <RecoveryCodes codes={codes} email={user.email} />
            <Button onClick={() => onOpenChange(false)}>{t('two_factor.setup.finish')}</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            {!wrongCode && <FormError error={regenerate.error} />}
            <TextField label={t('two_factor.any_code_label')} autoComplete="one-time-code" error={errorText(errors.code?.message)} {...register('code')} />
            <Button type="submit" disabled={regenerate.isPending}>
              {regenerate.isPending && <ButtonSpinner />}
              {t('two_factor.new_codes_submit')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Turning it off: the password (accounts that have one) and a current code. */
function DisableDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { user, setUser } = useAuth();
  const disable = useTwoFactorDisableMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(disableForm), defaultValues: { password: '', code: '' } });
  const submit = handleSubmit(async ({ password, code }) => {
    try {
      const result = await disable.mutateAsync({ ...(user?.hasPassword && { password }), code });
      setUser(result.user);
      toast.success(t('two_factor.disabled_toast'));
      onOpenChange(false);
    } catch (err) {
      applyErrorCodeToField(err, setError, disableFieldOf);
    }
  });
  const onField = isFieldErrorCode(disable.error, disableFieldOf);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={t('two_factor.disable_title')} description={t('two_factor.disable_text')}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {!onField && <FormError error={disable.error} />}
          {user?.hasPassword && (
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              error={errorText(errors.password?.message)}
              {...register('password')}
            />
          )}
          <TextField label={t('two_factor.any_code_label')} autoComplete="one-time-code" error={errorText(errors.code?.message)} {...register('code')} />
          <Button type="submit" variant="danger" disabled={disable.isPending}>
            {disable.isPending && <ButtonSpinner />}
            {t('two_factor.disable')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
