import type * as React from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { type Bound, type Labelled, type RegisteredProps, useRegistered } from './bound-field-base';
import { type FieldAria, FormField, TextField, type TextFieldProps } from './form-field';
import { Input } from './input';
import { PhoneField } from './phone-field';
import { Textarea } from './textarea';

// Text fields registered on a react-hook-form form (bound-field-base.tsx): uncontrolled, as `register` gives them.

type TextInputProps = Omit<TextFieldProps, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'>;

// A text input registered on the form (uncontrolled, as `register` gives it).
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  rules,
  ...props
}: RegisteredProps<T, TOut> & TextInputProps) {
  const registered = useRegistered({ control, name, rules });
  return <TextField {...props} {...registered} />;
}

// The optional phone of a profile, registered on the form.
export function FormPhoneField<T extends FieldValues, TOut>({
  control,
  name,
  ...props
}: Bound<T, TOut> & Omit<TextInputProps, 'label' | 'type'>) {
  const registered = useRegistered({ control, name });
  return <PhoneField {...props} {...registered} />;
}

// Label, registered control, hint and error; `children` draws the control from its aria wiring and `register`'s props.
function RegisteredField<T extends FieldValues, TOut>({
  control,
  name,
  rules,
  children,
  ...field
}: RegisteredProps<T, TOut> &
  Labelled & { children: (props: FieldAria & UseFormRegisterReturn) => React.ReactNode }) {
  const { error, ...registered } = useRegistered({ control, name, rules });
  return (
    <FormField {...field} error={error}>
      {(aria) => children({ ...aria, ...registered })}
    </FormField>
  );
}

type InputAttributes<E> = Omit<
  E,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className'
>;

// A plain input registered on the form (a TextField without room for an action inside it).
export function FormInputField<T extends FieldValues, TOut>({
  control,
  name,
  rules,
  id,
  label,
  hint,
  className,
  ...input
}: RegisteredProps<T, TOut> & Labelled & InputAttributes<React.ComponentProps<'input'>>) {
  return (
    <RegisteredField
      control={control}
      name={name}
      rules={rules}
      id={id}
      label={label}
      hint={hint}
      className={className}
    >
      {(props) => <Input {...input} {...props} />}
    </RegisteredField>
  );
}

// A textarea registered on the form.
export function FormTextareaField<T extends FieldValues, TOut>({
  rows,
  textareaClassName,
  ...field
}: RegisteredProps<T, TOut> & Labelled & { rows?: number; textareaClassName?: string }) {
  return (
    <RegisteredField {...field}>
      {(props) => <Textarea {...props} rows={rows} className={textareaClassName} />}
    </RegisteredField>
  );
}
