import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose } from './dialog';
import { ButtonSpinner } from './spinner';

/**
 * The foot of a dialog that asks to confirm: what went wrong (if it did), then
 * cancel (closes the dialog) and confirm. The confirm button is disabled and spins
 * while pending. Without `onConfirm` it submits the form it stands in.
 */
export function ConfirmActions({
  error,
  errorTitle,
  cancelLabel,
  confirmLabel,
  pending,
  onConfirm,
  disabled = false,
  icon,
  variant = 'danger',
}: {
  /** The failure's text, or nothing while there is none. */
  error?: ReactNode;
  errorTitle?: string;
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  /** What confirming does; without it the button submits the enclosing form. */
  onConfirm?: () => void;
  /** Confirming is not possible yet (besides while pending). */
  disabled?: boolean;
  /** Shown before the confirm label while not pending. */
  icon?: ReactNode;
  variant?: 'danger' | 'primary';
}) {
  return (
    <div className="grid gap-4">
      {error ? (
        <Alert tone="error" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </DialogClose>
        <Button variant={variant} type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={pending || disabled}>
          {pending ? <ButtonSpinner /> : icon}
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
