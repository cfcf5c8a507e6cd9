import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorSetup, totpCodeSchema } from '@ritrova/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { applyErrorCodeToField, isFieldErrorCode } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useTwoFactorEnableMutation, useTwoFactorSetupMutation } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

const passwordForm = z.object({ password: z.string().min(1, 'validation.required') });
const codeForm = z.object({ code: totpCodeSchema });
const passwordFieldOf = { CURRENT_PASSWORD_INCORRECT: 'password' } as const;
const codeFieldOf = { TWO_FACTOR_CODE_INCORRECT: 'code' } as const;

/**
 * Turning two-factor sign-in on, in three steps: the password (accounts that
 * have one), the QR code to scan with the first code from the app, and the
 * recovery codes, shown once.
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const { user, setSession } = useAuth();
  const setup = useTwoFactorSetupMutation();
  const enable = useTwoFactorEnableMutation();
  const [secret, setSecret] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSecret(null);
      setCodes(null);
      setup.reset();
      enable.reset();
    }
  };

  const start = async (password?: string) => setSecret(await setup.mutateAsync({ password }));

  let title = t('two_factor.setup.password_title');
  let description = t('two_factor.setup.password_text');
  let body = <PasswordStep pending={setup.isPending} error={setup.error} onSubmit={start} />;
  if (codes && user) {
    title = t('two_factor.setup.done_title');
    description = t('two_factor.setup.done_text');
    body = (
      <div className="grid gap-5">
        <RecoveryCodes codes={codes} email={user.email} />
        <Button onClick={() => close(false)}>{t('two_factor.setup.finish')}</Button>
      </div>
    );
  } else if (secret) {
    title = t('two_factor.setup.scan_title');
    description = t('two_factor.setup.scan_text');
    body = (
      <ScanStep
        setup={secret}
        pending={enable.isPending}
        error={enable.error}
        onSubmit={async (code) => {
          const result = await enable.mutateAsync({ code });
          setSession(result.token, result.user);
          setCodes(result.recoveryCodes);
          toast.success(t('two_factor.enabled_toast'));
        }}
      />
    );
  } else if (user && !user.hasPassword) {
    description = t('two_factor.setup.google_text');
    body = (
      <div className="grid gap-4">
        <FormError error={setup.error} />
        {/* The failure shows above; nothing else to do with it here. */}
        <Button onClick={() => void start().catch(() => {})} disabled={setup.isPending}>
          {setup.isPending && <ButtonSpinner />}
          {t('two_factor.setup.start')}
        </Button>
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={title} description={description}>
        {body}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ pending, error, onSubmit }: { pending: boolean; error: unknown; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });
  const wrongPassword = isFieldErrorCode(error, passwordFieldOf);
  const submit = handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (err) {
      applyErrorCodeToField(err, setError, passwordFieldOf);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {!wrongPassword && <FormError error={error} />}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" disabled={pending}>
        {pending && <ButtonSpinner />}
        {t('two_factor.setup.continue')}
      </Button>
    </form>
  );
}

function ScanStep({ setup, pending, error, onSubmit }: { setup: TwoFactorSetup; pending: boolean; error: unknown; onSubmit: (code: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const wrongCode = isFieldErrorCode(error, codeFieldOf);
  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (err) {
      applyErrorCodeToField(err, setError, codeFieldOf);
    }
  });
  // The key as apps show it for typing: groups of four.
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <img src={setup.qrCode} alt={t('two_factor.setup.qr_alt')} width={200} height={200} className="mx-auto size-48 rounded-lg border border-slate-200" />
      <div>
        <p className="text-sm text-muted">{t('two_factor.setup.manual')}</p>
        <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-center font-mono text-sm break-all text-ink" translate="no" data-testid="totp-secret">
          {grouped}
        </p>
      </div>
      {!wrongCode && <FormError error={error} />}
      <TextField
        label={t('two_factor.code_label')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errorText(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" disabled={pending}>
        {pending && <ButtonSpinner />}
        {t('two_factor.setup.enable')}
      </Button>
    </form>
  );
}
