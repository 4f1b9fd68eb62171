import { fromIsoDate, toIsoDate } from '@marketday/shared';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import type { CustomDates } from './use-transaction-filters';

type CustomRangeFieldsProps = {
  value: CustomDates;
  onChange: (value: CustomDates) => void;
  error: string | null;
};

const ERROR_ID = 'transactions-range-error';
const toDate = (iso: string | null) => (iso ? fromIsoDate(iso) : null);
const toIso = (date: Date | null) => (date ? toIsoDate(date) : null);

export function CustomRangeFields({ value, onChange, error }: CustomRangeFieldsProps) {
  const invalid = error ? true : undefined;
  const describedBy = error ? ERROR_ID : undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Custom date range</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div className="grid gap-2">
          <Label htmlFor="transactions-start">Start date</Label>
          <DatePicker
            id="transactions-start"
            value={toDate(value.start)}
            onChange={(date) => onChange({ ...value, start: toIso(date) })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="transactions-end">End date</Label>
          <DatePicker
            id="transactions-end"
            value={toDate(value.end)}
            onChange={(date) => onChange({ ...value, end: toIso(date) })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <FieldError id={ERROR_ID} message={error ?? undefined} />
    </fieldset>
  );
}
