import { fromIsoDate, toIsoDate } from '@marketday/shared';
import { CUSTOM_RANGE, type CustomDates, type DateRangeChoice } from '@/hooks/use-date-range-choice';
import { useMessages } from '@/lib/i18n/use-messages';
import { DatePicker } from './date-picker';
import { FieldError } from './field-error';
import { Label } from './label';
import en from './locales/en.json';

type CustomRangeFieldsProps = {
  idPrefix: string;
  value: CustomDates;
  onChange: (value: CustomDates) => void;
  error: string | null;
};

const ENDS = [
  { end: 'start', label: 'startDate' },
  { end: 'end', label: 'endDate' },
] as const;

const toDate = (iso: string | null) => (iso ? fromIsoDate(iso) : null);
const toIso = (date: Date | null) => (date ? toIsoDate(date) : null);

export function CustomRangeFields({ idPrefix, value, onChange, error }: CustomRangeFieldsProps) {
  const t = useMessages(en);
  const errorId = `${idPrefix}-range-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('customDateRange')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        {ENDS.map(({ end, label }) => (
          <div key={end} className="grid gap-2">
            <Label htmlFor={`${idPrefix}-${end}`}>{t(label)}</Label>
            <DatePicker
              id={`${idPrefix}-${end}`}
              value={toDate(value[end])}
              onChange={(date) => onChange({ ...value, [end]: toIso(date) })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </fieldset>
  );
}

type ChosenCustomRangeFieldsProps = {
  idPrefix: string;
  range: Pick<DateRangeChoice, 'rangeChoice' | 'custom' | 'setCustom' | 'rangeError'>;
};

/** A range choice's custom start and end, shown only while the custom range is the one chosen. */
export function ChosenCustomRangeFields({ idPrefix, range }: ChosenCustomRangeFieldsProps) {
  if (range.rangeChoice !== CUSTOM_RANGE) return null;
  return (
    <CustomRangeFields
      idPrefix={idPrefix}
      value={range.custom}
      onChange={range.setCustom}
      error={range.rangeError}
    />
  );
}
