import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

type ToggleChipProps = Omit<React.ComponentProps<'button'>, 'onChange'> & {
  isPressed: boolean;
  onPressedChange: (pressed: boolean) => void;
};

// An on/off choice shown as a pill: 44 px tall for thumbs, and the tick (not only the colour) marks it on.
export function ToggleChip({ isPressed, onPressedChange, className, children, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      data-slot="toggle-chip"
      aria-pressed={isPressed}
      onClick={() => onPressedChange(!isPressed)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border px-3.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isPressed
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
          : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
        className,
      )}
      {...props}
    >
      {isPressed && <CheckIcon aria-hidden="true" className="size-4 shrink-0" />}
      {children}
    </button>
  );
}
