import { bikeLimits, bikeTypes, latestBikeYear } from '@ritrova/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/form/use-error-text';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { BikeFormValues } from '../bike-form';

/** The fields of a bike (spec §2 add form), shared by the add page and the edit mode of the detail page. */
export function BikeFormFields({ register, errors }: { register: UseFormRegister<BikeFormValues>; errors: FieldErrors<BikeFormValues> }) {
  const { t } = useTranslation('bikes');
  const errorText = useErrorText();
  const years = { min: bikeLimits.yearMin, max: latestBikeYear(new Date()) };
  // Any refusal of the year (not a number, too old, too new; here or from the server) says the range, naming the field.
  const yearError = errors.year?.message ? t('fields.year_error', years) : undefined;
  const typeOptions = bikeTypes.map((type) => ({ value: type, label: t(`types.${type}`) }));
  return (
    <>
      <p className="text-sm text-muted">{t('fields.required_note')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          required
          autoComplete="off"
          maxLength={bikeLimits.nameMaxLength}
          error={errorText(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('fields.brand')}
          required
          autoComplete="off"
          maxLength={bikeLimits.brandMaxLength}
          error={errorText(errors.brand?.message)}
          {...register('brand')}
        />
        <TextField
          label={t('fields.model')}
          autoComplete="off"
          maxLength={bikeLimits.modelMaxLength}
          error={errorText(errors.model?.message)}
          {...register('model')}
        />
        <SelectField label={t('fields.type')} required options={typeOptions} error={errorText(errors.type?.message)} {...register('type')} />
        <TextField
          label={t('fields.year')}
          hint={t('fields.year_hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          error={yearError}
          {...register('year')}
        />
        <TextField
          label={t('fields.frame_size')}
          hint={t('fields.frame_size_hint')}
          autoComplete="off"
          maxLength={bikeLimits.frameSizeMaxLength}
          error={errorText(errors.frameSize?.message)}
          {...register('frameSize')}
        />
        <TextField
          label={t('fields.color')}
          autoComplete="off"
          maxLength={bikeLimits.colorMaxLength}
          error={errorText(errors.color?.message)}
          {...register('color')}
        />
        <TextField
          label={t('fields.second_color')}
          hint={t('fields.second_color_hint')}
          autoComplete="off"
          maxLength={bikeLimits.colorMaxLength}
          error={errorText(errors.secondColor?.message)}
          {...register('secondColor')}
        />
        <TextField
          label={t('fields.serial_number')}
          hint={t('fields.serial_number_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={bikeLimits.serialMaxLength}
          className="sm:col-span-2"
          error={errorText(errors.serialNumber?.message)}
          {...register('serialNumber')}
        />
        <TextField
          label={t('fields.purchase_value')}
          hint={t('fields.purchase_value_hint')}
          inputMode="decimal"
          autoComplete="off"
          className="sm:col-span-2"
          error={errorText(errors.purchaseValue?.message)}
          {...register('purchaseValue')}
        />
      </div>
      <TextareaField label={t('fields.notes')} maxLength={bikeLimits.notesMaxLength} error={errorText(errors.notes?.message)} {...register('notes')} />
    </>
  );
}
