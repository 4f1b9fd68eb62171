import type * as React from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  useFormState,
} from 'react-hook-form';
import { CentsInput, type CentsInputProps } from './cents-input';
import { DatePicker, type DatePickerProps } from './date-picker';
import { type FieldAria, FormField, TextField, type TextFieldProps } from './form-field';
import { Input } from './input';
import { MoneyInput } from './money-input';
import { NumericInput, type NumericInputProps } from './numeric-input';
import { OptionSelect, type SelectOption } from './option-select';
import { OptionalMoneyInput, type OptionalMoneyInputProps } from './optional-money-input';
import { PhoneField } from './phone-field';
import { Textarea } from './textarea';

// The fields of a react-hook-form form, each bound to one value by `control` and `name`: its label, control,
// hint and error drawn by FormField, its error read from the form's state.

// biome-ignore lint/suspicious/noExplicitAny: a form's context type plays no part here; any form's control fits.
export type AnyControl<T extends FieldValues, TOut> = Control<T, any, TOut>;

type Bound<T extends FieldValues, TOut> = { control: AnyControl<T, TOut>; name: FieldPath<T> };

type Labelled = { id: string; label: React.ReactNode; hint?: React.ReactNode; className?: string };

// The message of one field's error, re-read when that field's error changes.
export function useFieldError<T extends FieldValues, TOut>({ control, name }: Bound<T, TOut>) {
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

type RegisteredProps<T extends FieldValues, TOut> = Bound<T, TOut> & { rules?: RegisterOptions<T> };

// What a registered input takes (spread on a TextField): its name, ref and handlers, and its error message.
export function useRegistered<T extends FieldValues, TOut>({
  control,
  name,
  rules,
}: RegisteredProps<T, TOut>) {
  const error = useFieldError({ control, name });
  return { error, ...control.register(name, rules) };
}

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

type ControlledProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Labelled & {
  control: AnyControl<T, TOut>;
  name: N;
};

// Any control that holds its value in React (a select, a number, a date), drawn by `children`.
export function ControlledFormField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  control,
  name,
  children,
  ...field
}: ControlledProps<T, N, TOut> & {
  children: (value: ControllerRenderProps<T, N>, aria: FieldAria) => React.ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: value, fieldState }) => (
        <FormField {...field} error={fieldState.error?.message}>
          {(aria) => children(value, aria)}
        </FormField>
      )}
    />
  );
}

// The value, change and blur of a controlled field, as the inputs below take them.
function boundValue<V>(field: { value: unknown; onChange: (value: V) => void; onBlur: () => void }) {
  return { value: field.value as V, onChange: field.onChange, onBlur: field.onBlur };
}

type ValueFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut, P> = ControlledProps<T, N, TOut> & {
  /** What the input takes besides its value and aria wiring. */
  inputProps?: P;
};

export function FormSelectField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  options,
  placeholder,
  disabled,
  onChange,
  ...props
}: ControlledProps<T, N, TOut> & {
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  /** Called with the choice once the form holds it (e.g. to clear what depended on the old one). */
  onChange?: (value: string) => void;
}) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => (
        <OptionSelect
          aria={aria}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </ControlledFormField>
  );
}

type InputRest<P> = Partial<Omit<P, 'value' | 'onChange' | 'onBlur'>>;

export function FormMoneyField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  inputProps,
  ...props
}: ValueFieldProps<T, N, TOut, InputRest<NumericInputProps>>) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => <MoneyInput {...aria} {...inputProps} {...boundValue<number>(field)} />}
    </ControlledFormField>
  );
}

// An amount the form holds in integer cents (a null value shows as 0); the typed text becomes cents in CentsInput.
export function FormCentsField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  inputProps,
  ...props
}: ValueFieldProps<T, N, TOut, InputRest<CentsInputProps>>) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => (
        <CentsInput
          {...aria}
          {...inputProps}
          value={(field.value as number | null) ?? 0}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </ControlledFormField>
  );
}

export function FormNumberField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  inputProps,
  ...props
}: ValueFieldProps<T, N, TOut, InputRest<NumericInputProps>>) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => <NumericInput {...aria} {...inputProps} {...boundValue<number>(field)} />}
    </ControlledFormField>
  );
}

// A dollar amount that may be left empty (null).
export function FormOptionalMoneyField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  inputProps,
  ...props
}: ValueFieldProps<T, N, TOut, InputRest<OptionalMoneyInputProps>>) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => (
        <OptionalMoneyInput {...aria} {...inputProps} {...boundValue<number | null>(field)} />
      )}
    </ControlledFormField>
  );
}

export function FormDateField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  inputProps,
  ...props
}: ValueFieldProps<T, N, TOut, InputRest<DatePickerProps>>) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => <DatePicker {...aria} {...inputProps} {...boundValue<Date | null>(field)} />}
    </ControlledFormField>
  );
}
