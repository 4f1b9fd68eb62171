import type { Cents } from '@marketday/shared';
import { MoneyOwed } from '@/entities/transactions/money-owed';
import type { TransactionRole } from '../transaction-source';

type TransactionOwedProps = { viewer: TransactionRole; cents: Cents; payee?: string; className?: string };

// Money owed as each role reads it: from the vendor's side a negative amount is money the market pays them
// (docs/product.md §10); the manager reads it as a payment to the vendor.
export function TransactionOwed({ viewer, cents, payee, className }: TransactionOwedProps) {
  return (
    <MoneyOwed
      cents={cents}
      payee={payee}
      creditText={viewer === 'vendor' ? 'Market owes you' : undefined}
      className={className}
    />
  );
}
