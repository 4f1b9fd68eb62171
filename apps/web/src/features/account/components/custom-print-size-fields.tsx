import { ControlledFormField } from '@/components/ui/bound-field-base';
import { NumericInput } from '@/components/ui/numeric-input';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type AccountFormControl, PRINT_LIMITS, type PrintDimension } from './account-form-schema';

const DIMENSIONS: { key: PrintDimension; label: keyof typeof en; decimals: number }[] = [
  { key: 'width', label: 'widthLabel', decimals: 0 },
  { key: 'height', label: 'heightLabel', decimals: 0 },
  { key: 'font_size', label: 'fontSizeLabel', decimals: 1 },
];

export function CustomPrintSizeFields({ control }: { control: AccountFormControl }) {
  const t = useMessages(en);
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
            label={t(label)}
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
