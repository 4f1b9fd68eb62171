import type { Cents } from '@marketday/shared';
import { MoneyOwed } from '@/entities/transactions/money-owed';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { TransactionRole } from '../transaction-source';

type TransactionOwedProps = {
  viewer: TransactionRole;
  cents: Cents;
  payee?: 'vendor' | 'vendors';
  className?: string;
};

// Money owed as each role reads it: from the vendor's side a negative amount is money the market pays them
// (docs/product.md §10); the manager reads it as a payment to the vendor (or, in a total, to the vendors).
export function TransactionOwed({ viewer, cents, payee, className }: TransactionOwedProps) {
  const t = useMessages(en);
  const manager = payee === 'vendors' ? t('payVendors') : t('payVendor');
  return (
    <MoneyOwed
      cents={cents}
      creditText={viewer === 'vendor' ? t('marketOwesYou') : manager}
      className={className}
    />
  );
}
