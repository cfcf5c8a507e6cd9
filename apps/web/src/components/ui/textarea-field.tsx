import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { describedBy, FieldError, FieldLabel, type FieldMessageProps, inputClasses } from './text-field';

/** A labelled multi-line text box with its hint and error, for react-hook-form's `register`. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  id: givenId,
  rows = 4,
  ...textarea
}: ComponentProps<'textarea'> & FieldMessageProps & { label: string }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} />
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        className={cn(inputClasses, 'mt-1.5')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
