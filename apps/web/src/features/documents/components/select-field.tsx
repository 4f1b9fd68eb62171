import { FormField } from '@/components/ui/form-field';
import { OptionSelect, type SelectOption } from '@/components/ui/option-select';

export type { SelectOption };

type SelectFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
};

// A labelled dropdown for forms.
export function SelectField({
  id,
  label,
  placeholder,
  value,
  options,
  onChange,
  onBlur,
  error,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => (
        <OptionSelect
          aria={aria}
          value={value ?? ''}
          onValueChange={onChange}
          options={options}
          placeholder={placeholder}
          onBlur={onBlur}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
