import { zodResolver } from '@hookform/resolvers/zod';
import type { PayoutMethod } from '@ritrova/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { type PayoutMethodValues, useUpdatePayoutMethodMutation } from '../api/update-payout-method';
import { type PayoutMethodFields, payoutMethodFormSchema } from '../payout-method-form-schema';

const serverFields = ['holderName', 'iban', 'paypalEmail'] as const;

/**
 * Where rewards are paid: an IBAN (its checksum checked here by the shared schema,
 * as on the server) or a PayPal address, in the holder's name.
 */
export function PayoutMethodForm({ userId, saved, onDone }: { userId: string; saved: PayoutMethod | null; onDone?: () => void }) {
  const { t } = useTranslation('hunter');
  const errorText = useErrorText();
  const update = useUpdatePayoutMethodMutation(userId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PayoutMethodFields, unknown, PayoutMethodValues>({
    resolver: zodResolver(payoutMethodFormSchema),
    mode: 'onTouched',
    // NOTE: the saved IBAN comes back masked, so only the kind and the holder can be prefilled.
    defaultValues: { kind: saved?.kind ?? 'iban', holderName: saved?.holderName ?? '', iban: '', paypalEmail: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('payout_method.saved'));
        onDone?.();
      },
      onError: (err) => applyServerFieldErrors(err, setError, serverFields),
    }),
  );

  const handledOnField = isApiError(update.error) && update.error.fields.some((field) => (serverFields as readonly string[]).includes(field.field));
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-lg gap-5">
      {update.isError && !handledOnField && <FormError error={update.error} />}
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('payout_method.kind_legend')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(['iban', 'paypal'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={value} className="size-4 accent-brand-700" {...register('kind')} />
              <span className="font-medium text-ink">{t(`payout_method.kind.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('payout_method.holder_name')}
        autoComplete="name"
        required
        error={errorText(errors.holderName?.message)}
        {...register('holderName')}
      />
      {kind === 'iban' ? (
        <TextField
          key="iban"
          label={t('payout_method.iban')}
          hint={t('payout_method.iban_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errorText(errors.iban?.message)}
          {...register('iban')}
        />
      ) : (
        <TextField
          key="paypal"
          label={t('payout_method.paypal_email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errorText(errors.paypalEmail?.message)}
          {...register('paypalEmail')}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <ButtonSpinner />}
          {t('payout_method.submit')}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            {t('payout_method.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
