import { TRANSACTION_SORT_COLUMNS } from '@marketday/shared';
import { useMemo } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { usePrintReceipt } from '@/hooks/use-print-receipt';
import { useServerTable } from '@/hooks/use-server-table';
import { getErrorMessage } from '@/lib/api-client';
import { useExportVendorTransactionsCsv } from '../api/export-vendor-transactions-csv';
import {
  useVendorTransactions,
  useVendorTransactionTotals,
  type VendorTransactionFilters,
  vendorTransactionFilterParams,
  vendorTransactionParams,
  vendorTransactionTotalsParams,
} from '../api/list-vendor-transactions';
import { VendorTotalsCard } from './vendor-totals-card';
import { vendorTransactionColumns } from './vendor-transaction-columns';
import { VendorTransactionMobileCard } from './vendor-transaction-mobile-card';

// The server pages, sorts and totals (docs/decisions/019); this screen holds which page is shown.
export function VendorTransactionsTable({ filters }: { filters: VendorTransactionFilters }) {
  const filterParams = vendorTransactionFilterParams(filters);
  const table = useServerTable({
    defaultSort: { id: 'market_date', desc: true },
    columns: TRANSACTION_SORT_COLUMNS,
    resetKey: JSON.stringify(filterParams),
  });
  const query = useVendorTransactions(vendorTransactionParams(filters, table.params));
  const totals = useVendorTransactionTotals(vendorTransactionTotalsParams(filters));
  const exportCsv = useExportVendorTransactionsCsv();
  const { showError } = useAlerts();
  const onReceipt = usePrintReceipt('vendor');
  const columns = useMemo(() => vendorTransactionColumns(onReceipt), [onReceipt]);
  const page = query.data;
  const filename = `transactions-${filters.startDate}-to-${filters.endDate}.csv`;
  return (
    <>
      {!query.error && <VendorTotalsCard totals={totals.data} isLoading={totals.isPending} />}
      <DataTable
        columns={columns}
        data={page?.data ?? []}
        server={{ rowCount: totals.data?.count ?? 0, state: table.state }}
        isLoading={query.isPending}
        error={query.error}
        getRowId={(transaction) => transaction.id}
        emptyMessage="No checkouts in this range. Try a longer date range or another market."
        mobileCard={(transaction) => (
          <VendorTransactionMobileCard transaction={transaction} onReceipt={onReceipt} />
        )}
        toolbar={
          // Every checkout of the range (not only this page), streamed by the server.
          <ExportCsvButton
            filename={filename}
            onExport={() =>
              exportCsv.mutate(
                {
                  params: {
                    ...filterParams,
                    sort_by: table.params.sort_by,
                    sort_direction: table.params.sort_direction,
                  },
                  filename,
                },
                { onError: (error) => showError(getErrorMessage(error)) },
              )
            }
            isPending={exportCsv.isPending}
            disabled={query.isPending || !totals.data?.count}
            className="w-full sm:ml-auto sm:w-auto"
          />
        }
      />
    </>
  );
}
