import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type RadioCardProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  /** The card's classes, merged over the default ones (e.g. more padding). */
  className?: string;
  children: ReactNode;
};

// A native radio styled as a card: arrow keys, labels and screen readers work without extra code, and the card
// shows which one is checked.
export function RadioCard({ className, children, ...input }: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border bg-card p-3 transition-colors hover:bg-accent/40 has-checked:border-primary has-checked:bg-accent/40 has-checked:ring-2 has-checked:ring-primary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
        className,
      )}
    >
      <input type="radio" {...input} className="mt-0.5 size-5 shrink-0 accent-primary" />
      {children}
    </label>
  );
}
