import { WEEKDAYS, type Weekday } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { FormSection } from './form-section';
import { HoursFields } from './hours-fields';
import { SeasonFields } from './season-fields';
import { timeZoneOptions } from './time-zones';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

const DAY_OPTIONS = WEEKDAYS.map((day) => ({
  value: day,
  label: day.charAt(0) + day.slice(1).toLowerCase(),
}));

export function BasicsSection() {
  const { control, register } = useMarketFormContext();
  const errors = useMarketFormErrors();
  return (
    <FormSection id="market-basics" title="Basics" description="When and where the market runs.">
      <FormField id="market-name" label="Market name" error={errors.name?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="day_of_week"
          render={({ field }) => (
            <FormField id="market-day" label="Market day" error={errors.day_of_week?.message}>
              {(aria) => (
                <OptionSelect
                  aria={aria}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as Weekday)}
                  onBlur={field.onBlur}
                  options={DAY_OPTIONS}
                />
              )}
            </FormField>
          )}
        />
        <HoursFields />
      </div>
      <SeasonFields />
      <Controller
        control={control}
        name="time_zone"
        render={({ field }) => (
          <FormField
            id="market-time-zone"
            label="Time zone"
            hint="Market days and document due dates follow this zone."
            error={errors.time_zone?.message}
          >
            {(aria) => (
              <OptionSelect
                aria={aria}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={timeZoneOptions(field.value)}
                placeholder="Choose a time zone"
              />
            )}
          </FormField>
        )}
      />
    </FormSection>
  );
}
