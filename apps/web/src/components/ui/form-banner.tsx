import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FormBannerProps = {
  variant: 'error' | 'success';
  children: ReactNode;
  className?: string;
};

// Inline message above or below a form; errors interrupt screen readers, successes wait their turn.
export function FormBanner({ variant, children, className }: FormBannerProps) {
  const isError = variant === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-foreground text-sm',
        isError ? 'border-destructive/50 bg-destructive/10' : 'border-success/50 bg-success/10',
        className,
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', isError ? 'text-destructive' : 'text-success')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
