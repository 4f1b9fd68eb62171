import type { FieldPath, FieldValues } from 'react-hook-form';
import { boundValue, ControlledFormField, type InputRest, type ValueFieldProps } from './bound-field-base';
import { DatePicker, type DatePickerProps } from './date-picker';

// A date bound to a react-hook-form form (bound-field-base.tsx).
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
