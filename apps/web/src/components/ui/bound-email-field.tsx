import type { FieldValues } from 'react-hook-form';
import { useMessages } from '@/lib/i18n/use-messages';
import type { RegisteredProps } from './bound-field-base';
import { FormTextField } from './bound-fields';
import type { TextFieldProps } from './form-field';
import en from './locales/en.json';

type EmailFieldProps = Omit<
  TextFieldProps,
  'name' | 'error' | 'value' | 'onChange' | 'onBlur' | 'type' | 'inputMode' | 'label'
> & {
  /** "Email" unless the address is for something else (receipts). */
  label?: string;
};

// An e-mail address registered on the form: the e-mail keyboard, and the browser's saved address offered unless
// `autoComplete` says otherwise (an invitation is someone else's address).
export function FormEmailField<T extends FieldValues, TOut>({
  label,
  autoComplete = 'email',
  ...props
}: RegisteredProps<T, TOut> & EmailFieldProps) {
  const t = useMessages(en);
  return (
    <FormTextField
      {...props}
      label={label ?? t('email')}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
    />
  );
}
