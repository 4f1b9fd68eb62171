import type { Transaction } from '@marketday/shared';
import { useCallback, useMemo } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { getErrorMessage } from '@/lib/api-client';
import { printPdf } from '@/lib/print-pdf';
import { getVendorReceipt } from '../api/get-vendor-receipt';
import { useVendorTransactions, type VendorTransactionFilters } from '../api/list-vendor-transactions';
import type { OnReceipt } from './receipt-button';
import { VendorTotalsCard } from './vendor-totals-card';
import { vendorTransactionColumns } from './vendor-transaction-columns';
import { VendorTransactionMobileCard } from './vendor-transaction-mobile-card';

const SORT_BY_DATE = [{ id: 'market_date', desc: true }];

export function VendorTransactionsTable({ filters }: { filters: VendorTransactionFilters }) {
  const query = useVendorTransactions(filters);
  const { showError } = useAlerts();
  // Stable, so the columns are built once.
  const onReceipt = useCallback<OnReceipt>(
    async (transaction: Transaction) => {
      try {
        await printPdf(await getVendorReceipt(transaction.id));
      } catch (error) {
        showError(getErrorMessage(error));
      }
    },
    [showError],
  );
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
