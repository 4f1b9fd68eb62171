import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledFormField, type ControlledProps } from './bound-field-base';
import { OptionSelect, type SelectOption } from './option-select';

// A select bound to a react-hook-form form (bound-field-base.tsx).
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
