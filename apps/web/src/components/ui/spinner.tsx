import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

const SIZES = { small: 'size-4', medium: 'size-6', large: 'size-10' } as const;

export function Spinner({ size = 'medium', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <Loader2
      role="status"
      aria-label="Loading"
      className={cn('animate-spin text-primary', SIZES[size], className)}
    />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner size="large" />
    </div>
  );
}
