import { TextField, type TextFieldProps } from './form-field';

// The optional phone every profile form asks for (the managers' and vendors' accounts and sign-ups).
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Phone (optional)" type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
