import { Controller, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import type { AnyControl } from './bound-field-base';
import { SegmentedControl } from './segmented-control';

// A form's mode (a fee's basis, who paid) bound to a react-hook-form form: pressed buttons, one per option
// (SegmentedControl's 'buttons' kind), the label read by screen readers only.
export function FormSegmentedField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  control,
  name,
  label,
  options,
}: {
  control: AnyControl<T, TOut>;
  name: N;
  label: string;
  options: readonly { value: PathValue<T, N> & string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SegmentedControl
          label={label}
          kind="buttons"
          options={options}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
