import { TRANSACTION_SORT_COLUMNS } from '@marketday/shared';
import { useCallback, useMemo, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePrintReceipt } from '@/hooks/use-print-receipt';
import { useServerTable } from '@/hooks/use-server-table';
import { getErrorMessage } from '@/lib/api-client';
import { useExportTransactionsCsv } from '../api/export-transactions-csv';
import {
  type TransactionFilters,
  transactionFilterParams,
  transactionParams,
  transactionTotalsParams,
  useTransactions,
  useTransactionTotals,
} from '../api/list-transactions';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { EditTransactionSheet } from './edit-transaction-sheet';
import { transactionColumns } from './transaction-columns';
import { TransactionMobileCard } from './transaction-mobile-card';
import type { OnTransactionAction } from './transaction-row-actions';
import { TransactionTotalsCard } from './transaction-totals-card';
import { useTransactionAction } from './use-transaction-action';

const SEARCH_DELAY_MS = 300;

// The server pages, sorts, searches and totals (docs/decisions/019); this screen holds which page is shown.
export function TransactionsTable({ filters }: { filters: TransactionFilters }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filterParams = transactionFilterParams(filters, debouncedSearch);
  const table = useServerTable({
    defaultSort: { id: 'market_date', desc: true },
    columns: TRANSACTION_SORT_COLUMNS,
    resetKey: JSON.stringify(filterParams),
  });
  const query = useTransactions(transactionParams(filters, { search: debouncedSearch, page: table.params }));
  const totals = useTransactionTotals(transactionTotalsParams(filters, debouncedSearch));
  const exportCsv = useExportTransactionsCsv();
  const { showError } = useAlerts();
  const action = useTransactionAction();
  const printReceipt = usePrintReceipt('manager');
  const openAction = action.open;
  // Printing needs no dialog; edit and delete open theirs.
  const onAction = useCallback<OnTransactionAction>(
    (kind, transaction) => {
      if (kind === 'print') void printReceipt(transaction);
      else openAction(kind, transaction);
    },
    [openAction, printReceipt],
  );
  const columns = useMemo(() => transactionColumns(onAction), [onAction]);
  const page = query.data;
  const filename = `transactions-${filters.startDate}-to-${filters.endDate}.csv`;

  const edit = action.dialogProps('edit');
  const remove = action.dialogProps('delete');
  return (
    <>
      {!query.error && <TransactionTotalsCard totals={totals.data} isLoading={totals.isPending} />}
      <DataTable
        columns={columns}
        data={page?.data ?? []}
        server={{ rowCount: totals.data?.count ?? 0, state: table.state }}
        isLoading={query.isPending}
        error={query.error}
        getRowId={(transaction) => transaction.id}
        emptyMessage="No transactions match these filters."
        mobileCard={(transaction) => <TransactionMobileCard transaction={transaction} onAction={onAction} />}
        toolbar={
          <>
            <SearchInput
              label="Search vendors or markets"
              value={search}
              onChange={setSearch}
              maxLength={100}
            />
            {/* Every row of the filtered range (not only this page), streamed by the server. */}
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
          </>
        }
      />
      {edit && <EditTransactionSheet key={edit.key} {...edit.props} />}
      {remove && <DeleteTransactionDialog key={remove.key} {...remove.props} />}
    </>
  );
}
