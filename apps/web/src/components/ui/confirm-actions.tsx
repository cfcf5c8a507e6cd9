import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose } from './dialog';
import { ButtonSpinner } from './spinner';

/**
 * The body of a confirmation dialog: what went wrong (if it did), then
 * cancel and confirm. The confirm button is disabled and spins while pending.
 */
export function ConfirmActions({
  error,
  errorTitle,
  cancelLabel,
  confirmLabel,
  pending,
  onConfirm,
  variant = 'danger',
}: {
  /** The failure's text, or nothing while there is none. */
  error?: ReactNode;
  errorTitle: string;
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
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
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending && <ButtonSpinner />}
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
