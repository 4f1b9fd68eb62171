import { FilterSelect as BaseFilterSelect, type SelectOption } from '@/components/ui/option-select';
import { cn } from '@/lib/cn';

type FilterSelectProps = {
  label: string;
  allLabel: string;
  value: string | null;
  options: SelectOption[];
  onChange: (value: string | null) => void;
  className?: string;
};

// A toolbar filter: the label is spoken, not shown.
export function FilterSelect({ label, className, ...props }: FilterSelectProps) {
  return <BaseFilterSelect {...props} aria-label={label} className={cn('sm:w-52', className)} />;
}
