import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError } from './text-field';

/** A checkbox with its label beside it; `after` holds a link that must not sit inside the label. */
export function CheckboxField({
  label,
  error,
  after,
  id: givenId,
  ...input
}: ComponentProps<'input'> & { label: ReactNode; error?: string; after?: ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          {...input}
        />
        <div className="text-sm">
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
          {after && <span> {after}</span>}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
