import { maintenanceLimits } from '@ritrova/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError, FieldLabel, inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the count is read out, so that it is not read at every key. */
const SPOKEN_COUNT_DELAY_MS = 1000;

/**
 * Spec §5 description: required, at most 1000 characters, with a live counter
 * ("n/1000") under the box. Screen readers hear the count when typing pauses.
 */
export function DescriptionField({ field, length, error }: { field: UseFormRegisterReturn; length: number; error?: string }) {
  const { t } = useTranslation('maintenance');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const max = maintenanceLimits.descriptionMaxLength;
  const spokenLength = useDebouncedValue(length, SPOKEN_COUNT_DELAY_MS);
  return (
    <div>
      <FieldLabel htmlFor={id} label={t('form.description')} required />
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        {t('form.description_hint')}
      </p>
      <textarea
        id={id}
        rows={5}
        required
        maxLength={max}
        className={cn(inputClasses, 'mt-1.5')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId, counterId)}
        {...field}
      />
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <FieldError id={errorId} message={error} />
        </div>
        <p id={counterId} className={cn('mt-1.5 text-sm tabular-nums', length >= max ? 'font-semibold text-ink' : 'text-muted')}>
          <span aria-hidden="true">{t('form.counter', { count: length, max })}</span>
          <span className="sr-only">{t('form.counter_spoken', { count: length, max })}</span>
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {t('form.counter_spoken', { count: spokenLength, max })}
      </p>
    </div>
  );
}
