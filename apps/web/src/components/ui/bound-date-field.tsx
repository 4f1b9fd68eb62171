import { boundInputField } from './bound-field-base';
import { DatePicker, type DatePickerProps } from './date-picker';

// A date bound to a react-hook-form form (bound-field-base.tsx).
export const FormDateField = boundInputField<Date | null, DatePickerProps>(DatePicker);
