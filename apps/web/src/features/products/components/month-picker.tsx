import { ALL_MONTHS, isYearRound, NO_MONTHS_LABEL, seasonRuns } from '@marketday/shared';
import { memo, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { intlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// A month's name in the language shown, 1 (January) to 12: 'January', or short with a capital: 'Jan', 'Ene'.
function monthName(month: number, width: 'long' | 'short'): string {
  const tag = intlTag();
  const key = `${tag} ${width}`;
  let names = monthNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(tag, { month: width });
    names = ALL_MONTHS.map((m) => {
      const name = format.format(new Date(2026, m - 1, 1));
      return width === 'short' ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : name;
    });
    monthNames.set(key, names);
  }
  return names[month - 1] ?? String(month);
}
const monthNames = new Map<string, string[]>();

// 'Oct–Jan, Mar' (summarizeSeasonality's reading, in the language shown).
function seasonalityText(months: readonly number[], yearRound: string): string {
  if (isYearRound(months)) return yearRound;
  const runs = seasonRuns(months);
  if (runs.length === 0) return sayShared(NO_MONTHS_LABEL);
  return runs
    .map(({ start, end }) =>
      start === end ? monthName(start, 'short') : `${monthName(start, 'short')}–${monthName(end, 'short')}`,
    )
    .join(', ');
}

type MonthPickerProps = {
  value: number[];
  onChange: (months: number[]) => void;
  error?: string | undefined;
};

// Twelve month toggles with a one-tap "Year-round"; the summary under them reads back the choice.
export const MonthPicker = memo(function MonthPicker({ value, onChange, error }: MonthPickerProps) {
  const t = useMessages(en);
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  const errorId = error ? `${baseId}-error` : undefined;
  const yearRound = isYearRound(value);
  const toggle = (month: number, isOn: boolean) =>
    onChange(isOn ? [...value, month].sort((a, b) => a - b) : value.filter((chosen) => chosen !== month));

  return (
    <fieldset className="grid gap-3" aria-describedby={[summaryId, errorId].filter(Boolean).join(' ')}>
      <legend className="mb-2 font-medium text-sm">{t('season')}</legend>
      <ToggleChip
        className="w-full sm:w-auto sm:justify-self-start"
        isPressed={yearRound}
        onPressedChange={(isOn) => onChange(isOn ? [...ALL_MONTHS] : [])}
      >
        {t('yearRound')}
      </ToggleChip>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {ALL_MONTHS.map((month) => (
          <ToggleChip
            key={month}
            // The name is the visible text (axe 'label-content-name-mismatch'); the full name shows on hover.
            title={monthName(month, 'long')}
            className="rounded-md px-2"
            isPressed={value.includes(month)}
            onPressedChange={(isOn) => toggle(month, isOn)}
          >
            {monthName(month, 'short')}
          </ToggleChip>
        ))}
      </div>
      <p id={summaryId} className="text-muted-foreground text-sm" aria-live="polite">
        {value.length > 0
          ? t('available', { months: seasonalityText(value, t('yearRound')) })
          : t('chooseMonths')}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
});
