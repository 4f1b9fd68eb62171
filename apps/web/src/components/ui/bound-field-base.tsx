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
  useFormState,
} from 'react-hook-form';
import { type FieldAria, FormField } from './form-field';

// The fields of a react-hook-form form, each bound to one value by `control` and `name`: its label, control,
// hint and error drawn by FormField, its error read from the form's state.
// This file holds what every bound field shares; the fields live in files by what they draw (bound-fields.tsx for
// text, bound-amount-fields.tsx, bound-select-field.tsx, bound-date-field.tsx), so a page that only asks for a name
// and a password does not load the date picker and the select with them (the sign-up pages' bundle budget).

// biome-ignore lint/suspicious/noExplicitAny: a form's context type plays no part here; any form's control fits.
export type AnyControl<T extends FieldValues, TOut> = Control<T, any, TOut>;

export type Bound<T extends FieldValues, TOut> = { control: AnyControl<T, TOut>; name: FieldPath<T> };

export type Labelled = { id: string; label: React.ReactNode; hint?: React.ReactNode; className?: string };

// The message of one field's error, re-read when that field's error changes.
export function useFieldError<T extends FieldValues, TOut>({ control, name }: Bound<T, TOut>) {
  const { errors } = useFormState({ control, name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

export type RegisteredProps<T extends FieldValues, TOut> = Bound<T, TOut> & { rules?: RegisterOptions<T> };

// What a registered input takes (spread on a TextField): its name, ref and handlers, and its error message.
export function useRegistered<T extends FieldValues, TOut>({
  control,
  name,
  rules,
}: RegisteredProps<T, TOut>) {
  const error = useFieldError({ control, name });
  return { error, ...control.register(name, rules) };
}

export type ControlledProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Labelled & {
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

type BoundValue<V> = { value: V; onChange: (value: V) => void; onBlur: () => void };

// The value, change and blur of a controlled field, as the inputs below take them.
export function boundValue<V>(field: {
  value: unknown;
  onChange: (value: V) => void;
  onBlur: () => void;
}): BoundValue<V> {
  return { value: field.value as V, onChange: field.onChange, onBlur: field.onBlur };
}

export type ValueFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut, P> = ControlledProps<
  T,
  N,
  TOut
> & {
  /** What the input takes besides its value and aria wiring. */
  inputProps?: P;
};

export type InputRest<P> = Partial<Omit<P, 'value' | 'onChange' | 'onBlur'>>;

type BoundInputProps<V, P> = FieldAria & InputRest<P> & BoundValue<V>;

// A bound field for an input that takes the form's value as it is (a number, an optional amount, a date): the
// input gets the aria wiring, then the caller's inputProps (P: what the input takes), then the form's value,
// change and blur.
export function boundInputField<V, P>(Input: React.ComponentType<BoundInputProps<V, P>>) {
  return function BoundInputField<T extends FieldValues, N extends FieldPath<T>, TOut>({
    inputProps = {},
    ...props
  }: ValueFieldProps<T, N, TOut, InputRest<P>>) {
    return (
      <ControlledFormField {...props}>
        {(field, aria) => {
          const inputAll: BoundInputProps<V, P> = { ...aria, ...inputProps, ...boundValue<V>(field) };
          return <Input {...inputAll} />;
        }}
      </ControlledFormField>
    );
  };
}
