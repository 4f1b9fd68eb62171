import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

// The API stores 'HH:MM:SS'; a time input shows and returns 'HH:MM'.
const toInput = (value: string) => value.slice(0, 5);
const fromInput = (value: string) => (value.length === 5 ? `${value}:00` : value);

export function HoursFields() {
  const t = useMessages(en);
  const { control } = useMarketFormContext();
  const errors = useMarketFormErrors();
  const fields = [
    // Moving one end re-checks the other, so 'Start time must be before end time' shows at once.
    { name: 'hours.start', other: 'hours.end', label: t('opensAt'), error: errors.hours?.start?.message },
    { name: 'hours.end', other: 'hours.start', label: t('closesAt'), error: errors.hours?.end?.message },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3">
      {fields.map(({ name, other, label, error }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          rules={{ deps: [other] }}
          render={({ field }) => (
            <FormField
              id={`market-${name.replace('.', '-')}`}
              label={label}
              error={error}
              className="min-w-0"
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="time"
                  step={60}
                  className="min-w-0 tabular-nums"
                  name={field.name}
                  ref={field.ref}
                  value={toInput(field.value)}
                  onChange={(event) => field.onChange(fromInput(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
      ))}
    </div>
  );
}
