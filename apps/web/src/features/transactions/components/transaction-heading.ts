import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The line under a transaction sheet's title: whose checkout, where and on which market day.
export function transactionHeading(
  transaction: Pick<TransactionRow, 'vendor_name' | 'market_name' | 'market_date'>,
): string {
  return messagesOf(en)('heading', {
    vendor: transaction.vendor_name,
    market: transaction.market_name,
    date: displayDate(transaction.market_date),
  });
}
