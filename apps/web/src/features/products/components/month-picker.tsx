import { ALL_MONTHS, isYearRound } from '@marketday/shared';
import { memo, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { monthName, seasonalityText } from '@/entities/products/seasonality-text';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
        {value.length > 0 ? t('available', { months: seasonalityText(value) }) : t('chooseMonths')}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
});
