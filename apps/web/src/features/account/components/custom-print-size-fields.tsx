import { ControlledFormField } from '@/components/ui/bound-field-base';
import { NumericInput } from '@/components/ui/numeric-input';
import { type AccountFormControl, PRINT_LIMITS, type PrintDimension } from './account-form-schema';

const DIMENSIONS: { key: PrintDimension; label: string; decimals: number }[] = [
  { key: 'width', label: 'Width (mm)', decimals: 0 },
  { key: 'height', label: 'Height (mm)', decimals: 0 },
  { key: 'font_size', label: 'Font size (pt)', decimals: 1 },
];

export function CustomPrintSizeFields({ control }: { control: AccountFormControl }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {DIMENSIONS.map(({ key, label, decimals }) => {
        const { min, max } = PRINT_LIMITS[key];
        return (
          <ControlledFormField
            key={key}
            control={control}
            name={`settings.print_settings.${key}`}
            id={`account-print-${key}`}
            label={label}
            hint={`${min}–${max}`}
          >
            {(field, aria) => (
              // A size not set yet (null) shows 0; the form's schema asks for one in range.
              <NumericInput
                {...aria}
                value={field.value ?? 0}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={(event) => event.currentTarget.select()}
                // Only the upper bound blocks keystrokes; a lower one would refuse the first digit.
                max={max}
                decimals={decimals}
              />
            )}
          </ControlledFormField>
        );
      })}
    </div>
  );
}
