import { MAX_MAP_FEET } from '@marketday/shared';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { cn } from '@/lib/cn';

type FeetFieldProps = {
  id: string;
  label: string;
  value: number;
  onChange: (feet: number) => void;
  /** 1 for a size; 0 for a position. */
  min?: number;
  className?: string;
};

// A whole number of feet on the booth map, up to the largest map the server keeps: every size and position field
// of the editor (the map, a custom booth, the selected item).
export function FeetField({ id, label, value, onChange, min = 1, className }: FeetFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NumericInput id={id} decimals={0} min={min} max={MAX_MAP_FEET} value={value} onChange={onChange} />
    </div>
  );
}
