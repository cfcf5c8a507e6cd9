import { zodResolver } from '@hookform/resolvers/zod';
import type { Bike } from '@ritrova/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateBikeMutation } from '../api/update-bike';
import { applyBikeServerErrors, type BikeFormOutput, type BikeFormValues, bikeFormSchema, bikeToForm } from '../bike-form';
import { BikeFormFields } from './bike-form-fields';

/** The edit mode of the detail page: the add form's fields, filled in. */
export function EditBikeForm({ bike, onDone }: { bike: Bike; onDone: () => void }) {
  const { t, i18n } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const update = useUpdateBikeMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BikeFormValues, unknown, BikeFormOutput>({
    resolver: zodResolver(bikeFormSchema),
    defaultValues: bikeToForm(bike, i18n.resolvedLanguage ?? i18n.language),
  });

  // The form replaces the details the user was reading; start them where they will type.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { bikeId: bike.id, changes: values },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onDone();
        },
        onError: (err) => applyBikeServerErrors(err, setError),
      },
    ),
  );

  const fieldErrorFromServer = isApiError(update.error) && update.error.fields.length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {update.isError && !fieldErrorFromServer && (
        <Alert tone="error" title={t('edit.failed')}>
          {apiErrorText(update.error)}
        </Alert>
      )}
      <BikeFormFields register={register} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <ButtonSpinner />}
          {t('edit.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
