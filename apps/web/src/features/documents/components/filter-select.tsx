import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { SelectOption } from './select-field';

// Radix Select items cannot have an empty value (spec §2), so "no filter" is spelled 'all'.
const ALL = 'all';

type FilterSelectProps = {
  label: string;
  allLabel: string;
  value: string | null;
  options: SelectOption[];
  onChange: (value: string | null) => void;
  className?: string;
};

export function FilterSelect({ label, allLabel, value, options, onChange, className }: FilterSelectProps) {
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
      <SelectTrigger aria-label={label} className={cn('sm:w-52', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
