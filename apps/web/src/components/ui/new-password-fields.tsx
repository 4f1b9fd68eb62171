import type { FieldPath, FieldValues } from 'react-hook-form';
import { type AnyControl, useRegistered } from '@/components/ui/bound-field-base';
import { PasswordField } from '@/components/ui/password-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

type PasswordPair = { password: string; confirm_password: string };

// A new password typed twice: the reset-password form and the staff invitation's (docs/product.md §19). Typing
// the password re-checks the confirmation.
export function NewPasswordFields<T extends FieldValues & PasswordPair, TOut>({
  control,
  idPrefix,
  label,
  confirmLabel,
}: {
  control: AnyControl<T, TOut>;
  idPrefix: string;
  label: string;
  confirmLabel: string;
}) {
  const t = useMessages(en);
  const password = useRegistered({
    control,
    name: 'password' as FieldPath<T>,
    rules: { deps: ['confirm_password' as FieldPath<T>] },
  });
  const confirm = useRegistered({ control, name: 'confirm_password' as FieldPath<T> });
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
