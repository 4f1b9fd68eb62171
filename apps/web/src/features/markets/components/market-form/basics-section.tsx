import { WEEKDAYS, type Weekday } from '@marketday/shared';
import { useWatch } from 'react-hook-form';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { FormSection } from './form-section';
import { HoursFields } from './hours-fields';
import { SeasonFields } from './season-fields';
import { timeZoneOptions } from './time-zones';
import { useMarketFormContext } from './use-market-form';

const DAY_LABELS = {
  SUNDAY: 'sunday',
  MONDAY: 'monday',
  TUESDAY: 'tuesday',
  WEDNESDAY: 'wednesday',
  THURSDAY: 'thursday',
  FRIDAY: 'friday',
  SATURDAY: 'saturday',
} as const satisfies Record<Weekday, keyof typeof en>;

// The zones' names in the language shown; a saved zone outside the list keeps its own name.
const ZONE_LABELS: Record<string, keyof typeof en> = {
  'America/New_York': 'tzEastern',
  'America/Chicago': 'tzCentral',
  'America/Denver': 'tzMountain',
  'America/Phoenix': 'tzArizona',
  'America/Los_Angeles': 'tzPacific',
  'America/Anchorage': 'tzAlaska',
  'Pacific/Honolulu': 'tzHawaii',
  'America/Puerto_Rico': 'tzAtlantic',
};

export function BasicsSection() {
  const t = useMessages(en);
  const { control } = useMarketFormContext();
  const timeZone = useWatch({ control, name: 'time_zone' });
  return (
    <FormSection id="market-basics" title={t('basics')} description={t('basicsDescription')}>
      <FormInputField
        control={control}
        name="name"
        id="market-name"
        label={t('marketName')}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="day_of_week"
          id="market-day"
          label={t('marketDay')}
          options={WEEKDAYS.map((day) => ({ value: day, label: t(DAY_LABELS[day]) }))}
        />
        <HoursFields />
      </div>
      <SeasonFields />
      <FormSelectField
        control={control}
        name="time_zone"
        id="market-time-zone"
        label={t('timeZone')}
        hint={t('timeZoneHint')}
        options={timeZoneOptions(timeZone).map((zone) => {
          const key = ZONE_LABELS[zone.value];
          return key ? { ...zone, label: t(key) } : zone;
        })}
        placeholder={t('chooseTimeZone')}
      />
    </FormSection>
  );
}
