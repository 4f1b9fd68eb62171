import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field';

// A new password typed twice: the reset-password form and the staff invitation's (docs/product.md §19).
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  errors,
  password,
  confirm,
}: {
  idPrefix: string;
  label: string;
  confirmLabel: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
