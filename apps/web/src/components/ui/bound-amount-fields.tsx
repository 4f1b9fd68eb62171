import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  boundInputField,
  ControlledFormField,
  type InputRest,
  type ValueFieldProps,
} from './bound-field-base';
import { CentsInput, type CentsInputProps } from './cents-input';
import { MoneyInput } from './money-input';
import { NumericInput, type NumericInputProps } from './numeric-input';
import { OptionalMoneyInput, type OptionalMoneyInputProps } from './optional-money-input';

// Amounts and counts bound to a react-hook-form form (bound-field-base.tsx).

export const FormMoneyField = boundInputField<number, NumericInputProps>(MoneyInput);

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

export const FormNumberField = boundInputField<number, NumericInputProps>(NumericInput);

// A dollar amount that may be left empty (null).
export const FormOptionalMoneyField = boundInputField<number | null, OptionalMoneyInputProps>(
  OptionalMoneyInput,
);
