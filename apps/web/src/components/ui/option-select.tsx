import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { FieldAria } from './form-field';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectOption = { value: string; label: string };

type OptionSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  // The id and aria wiring of a FormField, or a plain aria-label for a filter without a visible label.
  aria?: Partial<FieldAria>;
  'aria-label'?: string;
  /**
   * Draw the items only while the list is open. Radix draws every item even while it is closed, to show the chosen
   * one's words in the trigger and to keep a hidden native select for a form; a filter over a market's 200 vendors
   * made each answer that re-drew its page a long task on a phone (issue 32). Only for a select outside a form: in
   * one, Radix's native select needs an option for every value it may be set to.
   */
  itemsWhenOpen?: boolean;
};

// A Radix select over a fixed list of options; '' shows the placeholder (items never have an empty value).
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  onBlur,
  disabled,
  className,
  aria,
  'aria-label': ariaLabel,
  itemsWhenOpen = false,
}: OptionSelectProps) {
  const [open, setOpen] = useState(false);
  const drawn = !itemsWhenOpen || open ? options : [];
  // With the items not drawn, the trigger is given the chosen option's words itself.
  const chosen = itemsWhenOpen ? options.find((option) => option.value === value)?.label : undefined;
  return (
    <Select
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectTrigger {...aria} aria-label={ariaLabel} onBlur={onBlur} className={className}>
        <SelectValue placeholder={placeholder}>{chosen}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {drawn.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

// Radix Select items cannot have an empty value (docs/product.md §2), so "no filter" is spelled 'all' and read as null.
const ALL = 'all';

type FilterSelectProps = {
  allLabel: string;
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string | null) => void;
  className?: string;
  id?: string;
  'aria-label'?: string;
};

export function FilterSelect({
  allLabel,
  value,
  options,
  onChange,
  className,
  id,
  ...rest
}: FilterSelectProps) {
  return (
    <OptionSelect
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? null : next)}
      options={[{ value: ALL, label: allLabel }, ...options]}
      className={cn(className)}
      aria={id ? { id } : undefined}
      aria-label={rest['aria-label']}
      itemsWhenOpen
    />
  );
}

type LabelledSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
};

// A select with a visible label above it, as the filters over a table use. The column is minmax(0, 1fr): an
// `auto` column would grow to a long market name and run under the next filter.
export function LabelledSelect({ id, label, value, onChange, options }: LabelledSelectProps) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect value={value} onValueChange={onChange} options={options} aria={{ id }} />
    </div>
  );
}

type LabelledFilterSelectProps = FilterSelectProps & { id: string; label: string };

// A filter with a visible label above it (every value, or one); `className` sizes the pair.
export function LabelledFilterSelect({ id, label, className, ...props }: LabelledFilterSelectProps) {
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect id={id} {...props} />
    </div>
  );
}
