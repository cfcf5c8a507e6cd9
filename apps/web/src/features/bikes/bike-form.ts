import { type Bike, bikeCreateSchema, latestBikeYear } from '@ritrova/shared';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { ApiError, isApiError } from '@/lib/api-error';
import { centsToInput, parseEuroAmount } from './purchase-value';

/** A model year as typed: blank is none, else four digits; the newest is next year's by this device's clock. */
const yearInput = z
  .string()
  .transform((text, ctx): number | null | undefined => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (!/^\d{1,4}$/.test(trimmed)) {
      ctx.addIssue({ code: 'custom', message: 'validation.number' });
      return z.NEVER;
    }
    return Number(trimmed);
  })
  .pipe(bikeCreateSchema.shape.year)
  .refine((year) => year === null || year <= latestBikeYear(new Date()), 'validation.max_value');

/**
 * The add and edit forms: the API's own `bikeCreateSchema`, except that the
 * purchase value is typed in euros ("1299,90") and sent in cents, and the year is typed as text.
 */
export const bikeFormSchema = bikeCreateSchema
  .omit({ purchaseValueCents: true, year: true })
  .extend({
    year: yearInput,
    purchaseValue: z
      .string()
      // NOTE: typed as the shared field's input (which also allows undefined) so that it can pipe into it.
      .transform((text, ctx): number | null | undefined => {
        const cents = parseEuroAmount(text);
        if (cents === undefined) {
          ctx.addIssue({ code: 'custom', message: 'validation.number' });
          return z.NEVER;
        }
        return cents;
      })
      .pipe(bikeCreateSchema.shape.purchaseValueCents),
  })
  .transform(({ purchaseValue, ...bike }): z.output<typeof bikeCreateSchema> => ({ ...bike, purchaseValueCents: purchaseValue }));

export type BikeFormValues = z.input<typeof bikeFormSchema>;
export type BikeFormOutput = z.output<typeof bikeFormSchema>;

/** The form's fields, in the order the server may name them in a validation error. */
export const bikeFormFields = [
  'name',
  'brand',
  'model',
  'type',
  'year',
  'color',
  'secondColor',
  'frameSize',
  'serialNumber',
  'purchaseValue',
  'notes',
] as const;

/** An empty add form: the type starts as city (spec §2). */
export const emptyBikeForm: BikeFormValues = {
  name: '',
  brand: '',
  model: '',
  type: 'city',
  year: '',
  color: '',
  secondColor: '',
  frameSize: '',
  serialNumber: '',
  purchaseValue: '',
  notes: '',
};

/** The edit form filled with a bike as the API returned it. */
export function bikeToForm(bike: Bike, language: string): BikeFormValues {
  return {
    name: bike.name,
    brand: bike.brand,
    model: bike.model ?? '',
    type: bike.type,
    year: bike.year === null ? '' : String(bike.year),
    color: bike.color ?? '',
    secondColor: bike.secondColor ?? '',
    frameSize: bike.frameSize ?? '',
    serialNumber: bike.serialNumber ?? '',
    purchaseValue: centsToInput(bike.purchaseValueCents, language),
    notes: bike.notes ?? '',
  };
}

/**
 * Puts the server's field errors on the form; the API names the purchase value
 * `purchaseValueCents`, the form `purchaseValue`. Returns whether any field took one.
 */
export function applyBikeServerErrors(error: unknown, setError: UseFormSetError<BikeFormValues>): boolean {
  if (!isApiError(error)) return false;
  const renamed = new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    i18nKey: error.i18nKey,
    fields: error.fields.map((field) => (field.field === 'purchaseValueCents' ? { ...field, field: 'purchaseValue' } : field)),
  });
  return applyServerFieldErrors(renamed, setError, bikeFormFields);
}
