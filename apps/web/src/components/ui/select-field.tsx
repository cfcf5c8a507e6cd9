import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { describedBy, FieldError, FieldLabel, type FieldMessageProps, inputClasses } from './text-field';

/** A labelled native select with its hint and error, for react-hook-form's `register`. */
export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  id: givenId,
  ...select
}: ComponentProps<'select'> & FieldMessageProps & { label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={select.required} />
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <select
        id={id}
        className={cn(inputClasses, 'mt-1.5')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
