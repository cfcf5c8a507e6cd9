import { zodResolver } from '@hookform/resolvers/zod';
import { type ShopConsentGrantInput, shopConsentGrantSchema } from '@ritrova/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useGrantShopConsentMutation } from '../api/shop-consents';

/** The owner authorises a shop by its account's address (the form of `ShopConsentsSection`, loaded after the page). */
export function GrantShopConsentForm({ bikeId }: { bikeId: string }) {
  const { t } = useTranslation('maintenance');
  const errorText = useErrorText();
  const grant = useGrantShopConsentMutation(bikeId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShopConsentGrantInput>({ resolver: zodResolver(shopConsentGrantSchema), defaultValues: { shopEmail: '' } });

  const onSubmit = handleSubmit((values) =>
    grant.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t('shops.granted'));
      },
      onError: (err) => applyServerFieldErrors(err, setError, ['shopEmail']),
    }),
  );
  // An address without a shop account is the one answer the owner can act on: say it by the field.
  const notAShop = isApiError(grant.error) && grant.error.code === 'NOT_FOUND';

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t('shops.email')}
          hint={t('shops.email_hint')}
          type="email"
          autoComplete="off"
          required
          error={notAShop ? t('shops.not_a_shop') : errorText(errors.shopEmail?.message)}
          {...register('shopEmail')}
        />
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending && <ButtonSpinner />}
          {t('shops.grant')}
        </Button>
      </form>
      {grant.isError && !notAShop && !(isApiError(grant.error) && grant.error.fields.length > 0) && <FormError error={grant.error} />}
    </>
  );
}
