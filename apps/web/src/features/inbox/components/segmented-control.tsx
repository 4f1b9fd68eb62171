import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SegmentedControlProps<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

// Two or three mutually exclusive choices as pressed/unpressed buttons, each a 44 px target.
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  return (
    <fieldset
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-md border bg-muted p-1', className)}
    >
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          variant="ghost"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="whitespace-normal px-2 leading-tight aria-pressed:bg-background aria-pressed:shadow-xs"
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
