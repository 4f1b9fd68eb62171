import { TRANSACTION_SORT_COLUMNS } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { useExportTransactionsCsv } from '@/entities/transactions/export-transactions-csv';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useServerTable } from '@/hooks/use-server-table';
import { getErrorMessage } from '@/lib/api-client';
import { type TransactionSource, transactionSourceQueries } from '../transaction-source';
import { TransactionTotalsCard } from './transaction-totals-card';

type TransactionListTableProps = TransactionSource & {
  search?: string;
  columns: ColumnDef<TransactionRow, never>[];
  mobileCard: (transaction: TransactionRow) => ReactNode;
  emptyMessage: string;
  /** Before the export button in the toolbar (the manager's search box). */
  toolbarStart?: ReactNode;
  /**
   * What the page shows under the list, drawn once the list's first page has come (or failed): drawn before, it
   * would be pushed down a phone's screen as the list's cards replaced its three placeholders.
   */
  below?: ReactNode;
};

// The manager's and the vendor's transactions list: the server pages, sorts, searches and totals
// (docs/decisions/019); this holds which page is shown. The viewer picks the data source; the columns and row
// actions are the caller's (docs/decisions/015).
export function TransactionListTable({
  search = '',
  columns,
  mobileCard,
  emptyMessage,
  toolbarStart,
  below,
  ...source
}: TransactionListTableProps) {
  const queries = transactionSourceQueries(source, search);
  const table = useServerTable({
    defaultSort: { id: 'market_date', desc: true },
    columns: TRANSACTION_SORT_COLUMNS,
    resetKey: JSON.stringify(queries.filterParams),
  });
  const query = useQuery(queries.page(table.params));
  const totals = useQuery(queries.totals);
  const exportCsv = useExportTransactionsCsv(source.viewer);
  const { showError } = useAlerts();
  const filename = `transactions-${source.filters.startDate}-to-${source.filters.endDate}.csv`;
  // Every row of the filtered range (not only this page), streamed by the server.
  const exportButton = (
    <ExportCsvButton
      filename={filename}
      onExport={() =>
        exportCsv.mutate(
          {
            params: {
              ...queries.filterParams,
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
  );
  return (
    <>
      {!query.error && (
        <TransactionTotalsCard viewer={source.viewer} totals={totals.data} isLoading={totals.isPending} />
      )}
      <DataTable
        columns={columns}
        data={query.data?.data ?? []}
        server={{ rowCount: totals.data?.count ?? 0, state: table.state }}
        isLoading={query.isPending}
        error={query.error}
        getRowId={(transaction) => transaction.id}
        emptyMessage={emptyMessage}
        mobileCard={mobileCard}
        toolbar={
          toolbarStart ? (
            <>
              {toolbarStart}
              {exportButton}
            </>
          ) : (
            exportButton
          )
        }
      />
      {!query.isPending && below}
    </>
  );
}
