import { formatCents } from '@marketday/shared';
import { cn } from '@/lib/cn';
import { messagesOf, useLocale } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

/** 'Collect $7.25', 'Pay vendor $22.30' or 'Nothing to collect': what the manager does with the money now. */
export function owedAction(moneyOwedCents: number): { verb: string; amount: string | null } {
  if (moneyOwedCents > 0) return { verb: t('collect'), amount: formatCents(moneyOwedCents) };
  if (moneyOwedCents < 0) return { verb: t('payVendor'), amount: formatCents(-moneyOwedCents) };
  return { verb: t('nothingToCollect'), amount: null };
}

type OwedFigureProps = { moneyOwedCents: number; size?: 'lg' | 'sm'; className?: string };

// A negative figure is money the market pays out: said in words, not only by colour.
export function OwedFigure({ moneyOwedCents, size = 'lg', className }: OwedFigureProps) {
  useLocale();
  const { verb, amount } = owedAction(moneyOwedCents);
  return (
    <p
      className={cn(
        'flex flex-wrap items-baseline gap-x-2 font-bold tabular-nums leading-tight',
        size === 'lg' ? 'text-3xl' : 'text-lg',
        moneyOwedCents < 0 && 'text-info',
        className,
      )}
    >
      <span className={cn('font-semibold', size === 'lg' ? 'text-base' : 'text-sm')}>{verb}</span>
      {amount && <span>{amount}</span>}
    </p>
  );
}
