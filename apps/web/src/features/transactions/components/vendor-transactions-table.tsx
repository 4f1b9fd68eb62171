import { type ReactNode, useMemo } from 'react';
import { usePrintReceipt } from '@/entities/transactions/print-receipt';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { VendorTransactionFilters } from '../transaction-params';
import { TransactionListTable } from './transaction-list-table';
import { vendorTransactionColumns } from './vendor-transaction-columns';
import { VendorTransactionMobileCard } from './vendor-transaction-mobile-card';

// The vendor's own checkouts: read-only, with a receipt button on each.
export function VendorTransactionsTable({
  filters,
  below,
}: {
  filters: VendorTransactionFilters;
  below?: ReactNode;
}) {
  const t = useMessages(en);
  const onReceipt = usePrintReceipt('vendor');
  const columns = useMemo(() => vendorTransactionColumns(onReceipt), [onReceipt]);
  return (
    <TransactionListTable
      viewer="vendor"
      filters={filters}
      columns={columns}
      emptyMessage={t('noCheckouts')}
      below={below}
      mobileCard={(transaction) => (
        <VendorTransactionMobileCard transaction={transaction} onReceipt={onReceipt} />
      )}
    />
  );
}
