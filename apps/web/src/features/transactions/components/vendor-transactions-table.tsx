import { useMemo } from 'react';
import { usePrintReceipt } from '@/entities/transactions/print-receipt';
import type { VendorTransactionFilters } from '../transaction-params';
import { TransactionListTable } from './transaction-list-table';
import { vendorTransactionColumns } from './vendor-transaction-columns';
import { VendorTransactionMobileCard } from './vendor-transaction-mobile-card';

// The vendor's own checkouts: read-only, with a receipt button on each.
export function VendorTransactionsTable({ filters }: { filters: VendorTransactionFilters }) {
  const onReceipt = usePrintReceipt('vendor');
  const columns = useMemo(() => vendorTransactionColumns(onReceipt), [onReceipt]);
  return (
    <TransactionListTable
      viewer="vendor"
      filters={filters}
      columns={columns}
      emptyMessage="No checkouts in this range. Try a longer date range or another market."
      mobileCard={(transaction) => (
        <VendorTransactionMobileCard transaction={transaction} onReceipt={onReceipt} />
      )}
    />
  );
}
