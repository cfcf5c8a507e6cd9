import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Bike,
  calendarDay,
  type MaintenanceCreateInput,
  type MaintenanceCreateOutput,
  maintenanceCreateSchema,
  maintenanceLimits,
  maintenanceServiceTypes,
  maintenanceTotal,
} from '@ritrova/shared';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useErrorText } from '@/components/form/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateMaintenanceMutation } from '../api/create-maintenance';
import { useCreateShopMaintenanceMutation } from '../api/create-shop-maintenance';
import { emptyMaintenanceForm, maintenanceHistoryPath } from '../maintenance-form';
import { DescriptionField } from './description-field';

/** The fields the server may name in a validation error, as the form calls them. */
const formFields: Path<MaintenanceCreateInput>[] = [
  'serviceType',
  'serviceDate',
  'description',
  'cost.parts',
  'cost.labor',
  'odometer.current',
  'technician.name',
  'componentsReplaced',
  'issuesFound',
  'recommendations',
];

/** A shop writing to a customer's bike (with the owner's consent): where the form goes when done or cancelled. */
export interface ShopMaintenanceTarget {
  onDone(): void;
  onCancel(): void;
}

/**
 * Spec §5 maintenance form, validated by the API's own schema. The total is
 * shown as the server will compute it; success returns to the bike's page with
 * its history open. With `shop`, a shop account fills it for a customer's bike
 * (the record carries the shop badge) and the caller decides what comes next.
 */
export function AddMaintenanceForm({ bike, shop }: { bike: Pick<Bike, 'id'>; shop?: ShopMaintenanceTarget }) {
  const { t } = useTranslation('maintenance');
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const ownerCreate = useCreateMaintenanceMutation();
  const shopCreate = useCreateShopMaintenanceMutation();
  const create = shop ? shopCreate : ownerCreate;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<MaintenanceCreateInput, unknown, MaintenanceCreateOutput>({
    resolver: zodResolver(maintenanceCreateSchema),
    defaultValues: emptyMaintenanceForm(bike.id, user?.nome ?? ''),
  });
  const [parts, labor, description] = useWatch({ control, name: ['cost.parts', 'cost.labor', 'description'] });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('add.done'));
        if (shop) return shop.onDone();
        // Replacing the form: "back" from the bike's page returns to where the user came from.
        void navigate(maintenanceHistoryPath(bike.id), { replace: true });
      },
      onError: (err) => applyServerFieldErrors(err, setError, formFields),
    }),
  );

  // The first page of a visit has no page before it (a typed URL): go to the bike.
  const cancel = () => (shop ? shop.onCancel() : void (location.key === 'default' ? navigate(paths.bike(bike.id)) : navigate(-1)));

  // The shared schema says "too early / in the future" with generic keys; a date deserves its own words.
  const dateError = (message: string | undefined) =>
    message === 'validation.max_value' ? t('form.date_in_future') : message === 'validation.min_value' ? t('form.date_too_early') : errorText(message);

  const failure = create.error;
  const fieldErrorFromServer = isApiError(failure) && failure.fields.length > 0;
  // Spec §8: the server's message (translated), or the generic sentence when no usable answer came.
  const serverAnswered = isApiError(failure) && failure.status > 0;
  const typeOptions = maintenanceServiceTypes.map((type) => ({ value: type, label: t(`service_types.${type}`) }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {create.isError && !fieldErrorFromServer && (
        <Alert tone="error" title={t('add.failed')}>
          {serverAnswered ? apiErrorText(failure) : undefined}
        </Alert>
      )}
      <p className="text-sm text-muted">{t('form.required_note')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.service_type')}
          required
          options={typeOptions}
          error={errorText(errors.serviceType?.message)}
          {...register('serviceType')}
        />
        <TextField
          label={t('form.service_date')}
          type="date"
          required
          min={maintenanceLimits.earliestServiceDate}
          max={calendarDay(new Date())}
          error={dateError(errors.serviceDate?.message)}
          {...register('serviceDate')}
        />
      </div>
      <DescriptionField field={register('description')} length={description?.length ?? 0} error={errorText(errors.description?.message)} />

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t('form.costs')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('form.parts')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errorText(errors.cost?.parts?.message)}
            {...register('cost.parts')}
          />
          <TextField
            label={t('form.labor')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errorText(errors.cost?.labor?.message)}
            {...register('cost.labor')}
          />
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
          <span className="font-semibold">{t('form.total')}</span>
          <span className="text-lg font-bold tabular-nums">{format.euros(maintenanceTotal(parts, labor))}</span>
          <span className="text-sm text-muted">({t('form.total_hint')})</span>
        </p>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.odometer')}
          hint={t('form.odometer_hint')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errorText(errors.odometer?.current?.message)}
          {...register('odometer.current')}
        />
        <TextField
          label={t('form.technician')}
          hint={t('form.technician_hint')}
          autoComplete="off"
          maxLength={maintenanceLimits.technicianNameMaxLength}
          error={errorText(errors.technician?.name?.message)}
          {...register('technician.name')}
        />
      </div>

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-sm font-semibold text-ink">{t('form.details')}</legend>
        <TextField
          label={t('form.components')}
          hint={t('form.components_hint')}
          autoComplete="off"
          maxLength={maintenanceLimits.componentsMaxLength}
          error={errorText(errors.componentsReplaced?.message)}
          {...register('componentsReplaced')}
        />
        <TextareaField
          label={t('form.issues')}
          rows={3}
          maxLength={maintenanceLimits.issuesMaxLength}
          error={errorText(errors.issuesFound?.message)}
          {...register('issuesFound')}
        />
        <TextareaField
          label={t('form.recommendations')}
          rows={3}
          maxLength={maintenanceLimits.recommendationsMaxLength}
          error={errorText(errors.recommendations?.message)}
          {...register('recommendations')}
        />
      </fieldset>

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
