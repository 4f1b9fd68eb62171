import { ToggleGroup } from 'radix-ui';
import { cn } from '@/lib/cn';
import { Button } from './button';

type Option<T extends string> = { value: T; label: string };

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  // 'radio' switches a view: one Tab stop, arrow keys move between the options (Radix radio group).
  // 'buttons' sets a filter or a form's mode: each option is a button that says whether it is pressed.
  kind?: 'radio' | 'buttons';
  className?: string;
};

// One choice out of a few, all visible, each a 44 px target for thumbs.
export function SegmentedControl<T extends string>({ kind = 'radio', ...props }: SegmentedControlProps<T>) {
  return kind === 'buttons' ? <PressedButtons {...props} /> : <RadioToggles {...props} />;
}

type VariantProps<T extends string> = Omit<SegmentedControlProps<T>, 'kind'>;

function RadioToggles<T extends string>({ label, value, options, onChange, className }: VariantProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      // Radix clears the value when the pressed item is pressed again; keep the choice instead.
      onValueChange={(next) => next && onChange(next as T)}
      className={cn('inline-flex w-full rounded-lg border bg-muted p-0.5', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="min-h-11 flex-1 whitespace-nowrap rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

function PressedButtons<T extends string>({ label, value, options, onChange, className }: VariantProps<T>) {
  return (
    <fieldset
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-md border bg-muted p-1', className)}
    >
      <legend className="sr-only">{label}</legend>
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
