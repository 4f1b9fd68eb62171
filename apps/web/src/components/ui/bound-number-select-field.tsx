import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledFormField, type ControlledProps } from './bound-field-base';
import { OptionSelect, type SelectOption } from './option-select';

// A select whose choice the form holds as a number (a year, a quarter, a week of the month): the options' values
// are its digits, and a value not chosen yet (null) shows the placeholder.
export function FormNumberSelectField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  options,
  placeholder,
  ...props
}: ControlledProps<T, N, TOut> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <ControlledFormField {...props}>
      {(field, aria) => (
        <OptionSelect
          aria={aria}
          value={field.value == null ? '' : String(field.value)}
          onValueChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
        />
      )}
    </ControlledFormField>
  );
}
