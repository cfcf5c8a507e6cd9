import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordFieldsProps {
  /** The current value of the password field, for the live checklist. */
  password: string;
  labels: { password: string; confirm: string };
  fields: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
  /** Already translated error texts. */
  errors: { password?: string; confirm?: string };
}

/**
 * A new password with the live checklist of spec §5, and its confirmation: the
 * same pair in sign-up, password reset and password change.
 */
export function NewPasswordFields({ password, labels, fields, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        extra={<PasswordChecklist password={password} />}
        {...fields.password}
      />
      <TextField label={labels.confirm} type="password" autoComplete="new-password" error={errors.confirm} {...fields.confirm} />
    </>
  );
}
