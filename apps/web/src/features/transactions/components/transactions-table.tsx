import type { Transaction } from '@marketday/shared';
import { SearchIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Input } from '@/components/ui/input';
import { usePrintReceipt } from '@/hooks/use-print-receipt';
import { type TransactionFilters, useTransactions } from '../api/list-transactions';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { EditTransactionSheet } from './edit-transaction-sheet';
import { transactionColumns } from './transaction-columns';
import { transactionsCsv } from './transaction-csv';
import { TransactionMobileCard } from './transaction-mobile-card';
import type { OnTransactionAction } from './transaction-row-actions';
import { sumTransactions } from './transaction-totals';
import { TransactionTotalsCard } from './transaction-totals-card';
import { useTransactionAction } from './use-transaction-action';

const SORT_BY_DATE = [{ id: 'market_date', desc: true }];

function matches(transaction: Transaction, search: string) {
  const term = search.trim().toLowerCase();
  return (
    !term ||
    transaction.vendor_name.toLowerCase().includes(term) ||
    transaction.market_name.toLowerCase().includes(term)
  );
}

export function TransactionsTable({ filters }: { filters: TransactionFilters }) {
  const query = useTransactions(filters);
  // Searched here rather than inside the table so the totals always match the rows listed.
  const [search, setSearch] = useState('');
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
  const rows = useMemo(() => (query.data ?? []).filter((t) => matches(t, search)), [query.data, search]);
  const totals = useMemo(() => sumTransactions(rows), [rows]);

  const edit = action.dialogProps('edit');
  const remove = action.dialogProps('delete');
  return (
    <>
      {!query.error && <TransactionTotalsCard totals={totals} isLoading={query.isPending} />}
      <DataTable
        columns={columns}
        data={rows}
        isLoading={query.isPending}
        error={query.error}
        getRowId={(transaction) => transaction.id}
        initialSorting={SORT_BY_DATE}
        emptyMessage="No transactions match these filters."
        mobileCard={(transaction) => <TransactionMobileCard transaction={transaction} onAction={onAction} />}
        toolbar={
          <>
            <TransactionSearch value={search} onChange={setSearch} />
            {/* The rows listed, after the filters and the search. */}
            <ExportCsvButton
              filename={`transactions-${filters.startDate}-to-${filters.endDate}.csv`}
              getCsv={() => transactionsCsv(rows)}
              disabled={query.isPending || rows.length === 0}
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

function TransactionSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search vendors or markets"
        placeholder="Search vendors or markets..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
