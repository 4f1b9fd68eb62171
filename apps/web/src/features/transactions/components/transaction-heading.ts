import { formatDisplayDate } from '@marketday/shared';
import type { TransactionRow } from '@/entities/transactions/transaction-money';

// The line under a transaction sheet's title: whose checkout, where and on which market day.
export function transactionHeading(
  transaction: Pick<TransactionRow, 'vendor_name' | 'market_name' | 'market_date'>,
): string {
  return `${transaction.vendor_name} · ${transaction.market_name} on ${formatDisplayDate(transaction.market_date)}`;
}
