import { cn } from '@/lib/cn';

const MINUS = '\u2212';

// "+5", "−5" (a true minus sign) or "0": the sign carries the meaning, colour only repeats it.
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `${MINUS}${Math.abs(delta)}`;
  return '0';
}

export function LedgerDelta({ delta, className }: { delta: number; className?: string }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        delta > 0 && 'text-emerald-700',
        delta < 0 && 'text-destructive',
        className,
      )}
    >
      {formatDelta(delta)}
    </span>
  );
}
