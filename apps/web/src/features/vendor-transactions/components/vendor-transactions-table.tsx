import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { usePrintReceipt } from '@/hooks/use-print-receipt';
import { useVendorTransactions, type VendorTransactionFilters } from '../api/list-vendor-transactions';
import { VendorTotalsCard } from './vendor-totals-card';
import { vendorTransactionColumns } from './vendor-transaction-columns';
import { VendorTransactionMobileCard } from './vendor-transaction-mobile-card';

const SORT_BY_DATE = [{ id: 'market_date', desc: true }];

export function VendorTransactionsTable({ filters }: { filters: VendorTransactionFilters }) {
  const query = useVendorTransactions(filters);
  const onReceipt = usePrintReceipt('vendor');
  const columns = useMemo(() => vendorTransactionColumns(onReceipt), [onReceipt]);
  return (
    <>
      {!query.error && <VendorTotalsCard totals={query.data?.totals} isLoading={query.isPending} />}
      <DataTable
        columns={columns}
        data={query.data?.transactions ?? []}
        isLoading={query.isPending}
        error={query.error}
        getRowId={(transaction) => transaction.id}
        initialSorting={SORT_BY_DATE}
        emptyMessage="No checkouts in this range. Try a longer date range or another market."
        mobileCard={(transaction) => (
          <VendorTransactionMobileCard transaction={transaction} onReceipt={onReceipt} />
        )}
      />
    </>
  );
}
