import { Label } from '@/components/ui/label';
import { FilterSelect, type SelectOption } from '@/components/ui/option-select';

type LabeledFilterProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string | null;
  options: SelectOption[];
  onChange: (value: string | null) => void;
};

export function LabeledFilter({ id, label, ...props }: LabeledFilterProps) {
  return (
    <div className="grid min-w-0 gap-2 sm:w-56">
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect id={id} {...props} />
    </div>
  );
}
