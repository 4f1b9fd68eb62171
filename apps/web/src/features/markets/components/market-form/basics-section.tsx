import { WEEKDAYS } from '@marketday/shared';
import { useWatch } from 'react-hook-form';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { FormSection } from './form-section';
import { HoursFields } from './hours-fields';
import { SeasonFields } from './season-fields';
import { timeZoneOptions } from './time-zones';
import { useMarketFormContext } from './use-market-form';

const DAY_OPTIONS = WEEKDAYS.map((day) => ({
  value: day,
  label: day.charAt(0) + day.slice(1).toLowerCase(),
}));

export function BasicsSection() {
  const { control } = useMarketFormContext();
  const timeZone = useWatch({ control, name: 'time_zone' });
  return (
    <FormSection id="market-basics" title="Basics" description="When and where the market runs.">
      <FormInputField control={control} name="name" id="market-name" label="Market name" autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="day_of_week"
          id="market-day"
          label="Market day"
          options={DAY_OPTIONS}
        />
        <HoursFields />
      </div>
      <SeasonFields />
      <FormSelectField
        control={control}
        name="time_zone"
        id="market-time-zone"
        label="Time zone"
        hint="Market days and document due dates follow this zone."
        options={timeZoneOptions(timeZone)}
        placeholder="Choose a time zone"
      />
    </FormSection>
  );
}
