import { useMessages } from '@/lib/i18n/use-messages';
import { TextField, type TextFieldProps } from './form-field';
import en from './locales/en.json';

// The optional phone every profile form asks for (the managers' and vendors' accounts and sign-ups).
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useMessages(en);
  return <TextField label={t('phoneOptional')} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
