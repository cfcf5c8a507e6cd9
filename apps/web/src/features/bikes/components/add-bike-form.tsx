import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateBikeMutation } from '../api/create-bike';
import { applyBikeServerErrors, type BikeFormOutput, type BikeFormValues, bikeFormSchema, emptyBikeForm } from '../bike-form';
import { BikeFormFields } from './bike-form-fields';

/** Spec §2 add bike: cancel goes back one page; success opens the new bike. */
export function AddBikeForm() {
  const { t } = useTranslation('bikes');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateBikeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BikeFormValues, unknown, BikeFormOutput>({ resolver: zodResolver(bikeFormSchema), defaultValues: emptyBikeForm });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (bike) => {
        toast.success(t('add.created', { name: bike.name }));
        // Replacing the form: "back" from the new bike returns to where the user came from.
        void navigate(paths.bike(bike.id), { replace: true });
      },
      onError: (err) => applyBikeServerErrors(err, setError),
    }),
  );

  // The first page of a visit has no page before it (a typed or mailed URL): go to the dashboard.
  const cancel = () => void (location.key === 'default' ? navigate(paths.dashboard) : navigate(-1));

  const failure = create.error;
  const fieldErrorFromServer = isApiError(failure) && failure.fields.length > 0;
  // Spec §8: the server's message (translated), or a generic sentence when no usable answer came.
  const serverAnswered = isApiError(failure) && failure.status > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {create.isError && !fieldErrorFromServer && <Alert tone="error">{serverAnswered ? apiErrorText(failure) : t('add.failed')}</Alert>}
      <BikeFormFields register={register} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <ButtonSpinner />}
          {t('add.submit')}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
