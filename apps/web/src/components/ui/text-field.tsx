import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

export interface FieldMessageProps {
  /** Already translated error text; shown with role alert and linked by aria-describedby. */
  error?: string;
  hint?: ReactNode;
}

/** The ids a described control points at, skipping the absent ones. */
export function describedBy(...ids: Array<string | false | undefined>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The label of a field. A required one gets a mark beside the label, not inside it: the
 * label stays the field's exact name, and the control itself says it is required.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const text = (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {label}
    </label>
  );
  if (!required) return text;
  return (
    <div className="flex items-baseline gap-1">
      {text}
      <span aria-hidden="true" className="text-sm font-semibold text-red-800">
        *
      </span>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A labelled input with its hint and error, for react-hook-form's `register`. */
export function TextField({
  label,
  error,
  hint,
  extra,
  className,
  id: givenId,
  ...input
}: ComponentProps<'input'> & FieldMessageProps & { label: string; extra?: ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const extraId = `${id}-extra`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        className={cn(inputClasses, 'mt-1.5')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined, extra !== undefined && extraId)}
        {...input}
      />
      <FieldError id={errorId} message={error} />
      {extra !== undefined && <div id={extraId}>{extra}</div>}
    </div>
  );
}
