import { formatCents } from '@marketday/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { MoneyOwed } from '@/components/ui/money-owed';
import { Skeleton } from '@/components/ui/skeleton';
import type { TransactionTotals } from './transaction-totals';

type TransactionTotalsCardProps = { totals: TransactionTotals; isLoading: boolean };

export function TransactionTotalsCard({ totals, isLoading }: TransactionTotalsCardProps) {
  const figures: { label: string; value: ReactNode }[] = [
    { label: 'Transactions', value: totals.count },
    { label: 'Gross', value: formatCents(totals.grossCents) },
    { label: 'Fees', value: formatCents(totals.feeCents) },
    { label: 'Gov. fees', value: formatCents(totals.govFeeCents) },
    { label: 'Tokens', value: formatCents(totals.tokenCents) },
    { label: 'Money owed', value: <MoneyOwed cents={totals.owedCents} payee="vendors" /> },
  ];
  return (
    <Card className="gap-0 py-4" aria-label="Totals for the listed transactions" role="region">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ label, value }) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
            <dd className="font-semibold text-lg tabular-nums">
              {isLoading ? <Skeleton className="h-7 w-20" /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
