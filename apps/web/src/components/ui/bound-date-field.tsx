import { format, parseISO } from 'date-fns';
import { boundInputField } from './bound-field-base';
import { DatePicker, type DatePickerProps } from './date-picker';

// A date bound to a react-hook-form form (bound-field-base.tsx).
export const FormDateField = boundInputField<Date | null, DatePickerProps>(DatePicker);

type IsoDatePickerProps = Omit<DatePickerProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

// The date picker for a form that keeps its date as the API writes one, 'YYYY-MM-DD' ('' while empty).
function IsoDatePicker({ value, onChange, ...props }: IsoDatePickerProps) {
  return (
    <DatePicker
      {...props}
      value={value ? parseISO(value) : null}
      onChange={(date) => onChange(date ? format(date, 'yyyy-MM-dd') : '')}
    />
  );
}

/** A 'YYYY-MM-DD' date bound to a form (a payment's date, an extra market day). */
export const FormIsoDateField = boundInputField<string, IsoDatePickerProps>(IsoDatePicker);

type NullableIsoDatePickerProps = Omit<DatePickerProps, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

// The same for a date that may be left out, kept as null while empty (a market day tokens are taken to).
function NullableIsoDatePicker({ value, onChange, ...props }: NullableIsoDatePickerProps) {
  return <IsoDatePicker {...props} value={value ?? ''} onChange={(next) => onChange(next || null)} />;
}

/** A 'YYYY-MM-DD' date or null bound to a form. */
export const FormNullableIsoDateField = boundInputField<string | null, NullableIsoDatePickerProps>(
  NullableIsoDatePicker,
);
