import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FormBannerProps = {
  variant: 'error' | 'success' | 'warning';
  children: ReactNode;
  className?: string;
};

const VARIANTS = {
  error: { icon: CircleAlert, box: 'border-destructive/50 bg-destructive/10', iconColor: 'text-destructive' },
  success: { icon: CircleCheck, box: 'border-success/50 bg-success/10', iconColor: 'text-success' },
  // Something to confirm before going on (a date that is not a market day).
  warning: { icon: TriangleAlert, box: 'border-warning/60 bg-warning/10', iconColor: 'text-amber-800' },
} as const;

// Inline message above or below a form; errors interrupt screen readers, the others wait their turn.
export function FormBanner({ variant, children, className }: FormBannerProps) {
  const { icon: Icon, box, iconColor } = VARIANTS[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-foreground text-sm',
        box,
        className,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColor)} aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
