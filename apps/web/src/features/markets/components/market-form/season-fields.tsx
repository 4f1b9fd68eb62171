import type { Season } from '@marketday/shared';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { monthLabel } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

const MONTH_FIELDS = [
  { key: 'start', label: 'startMonth' },
  { key: 'end', label: 'endMonth' },
] as const;
const YEAR_ROUND: Season = { start: -1, end: -1 };
// Turning year-round off suggests a typical outdoor season, April to October.
const DEFAULT_SEASON: Season = { start: 3, end: 9 };

export function SeasonFields() {
  const t = useMessages(en);
  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: String(index),
    label: monthLabel(index),
  }));
  const { control, setValue, trigger } = useMarketFormContext();
  const errors = useMarketFormErrors();
  const season = useWatch({ control, name: 'season' });
  const isYearRound = season.start === -1 && season.end === -1;
  // The season is one object with no registered inputs, so its errors are checked by explicit path;
  // 'season' goes first because it clears the object's errors before its parts set theirs.
  const update = (next: Season) => {
    setValue('season', next, { shouldDirty: true, shouldTouch: true });
    void trigger(['season', 'season.start', 'season.end']);
  };
  const setMonth = (key: keyof Season) => (value: string) => update({ ...season, [key]: Number(value) });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t('season')}</legend>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="market-year-round"
          checked={isYearRound}
          onCheckedChange={(checked) => update(checked === true ? YEAR_ROUND : DEFAULT_SEASON)}
        />
        <Label htmlFor="market-year-round">{t('yearRound')}</Label>
      </div>
      {isYearRound ? null : (
        <div className="grid grid-cols-2 gap-3">
          {MONTH_FIELDS.map(({ key, label }) => (
            <FormField
              key={key}
              id={`market-season-${key}`}
              label={t(label)}
              error={errors.season?.[key]?.message}
            >
              {(aria) => (
                <OptionSelect
                  aria={aria}
                  value={String(season[key])}
                  onValueChange={setMonth(key)}
                  options={monthOptions}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
      <FieldError message={errors.season?.message ?? errors.season?.root?.message} />
    </fieldset>
  );
}
