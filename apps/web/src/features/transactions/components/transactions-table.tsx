import { useCallback, useMemo, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { usePrintReceipt } from '@/entities/transactions/print-receipt';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { TransactionFilters } from '../transaction-params';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { EditTransactionSheet } from './edit-transaction-sheet';
import { CHECKED_OUT_BY_COLUMN_QUERY, transactionColumns } from './transaction-columns';
import { TransactionListTable } from './transaction-list-table';
import { TransactionMobileCard } from './transaction-mobile-card';
import type { OnTransactionAction } from './transaction-row-actions';
import { useTransactionAction } from './use-transaction-action';

const SEARCH_DELAY_MS = 300;

// The manager's list: search, and a row menu to print, correct or delete a checkout.
export function TransactionsTable({ filters }: { filters: TransactionFilters }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
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
  const hasCheckedOutByColumn = useMediaQuery(CHECKED_OUT_BY_COLUMN_QUERY);
  const columns = useMemo(
    () => transactionColumns({ onAction, hasCheckedOutByColumn }),
    [onAction, hasCheckedOutByColumn],
  );

  const edit = action.dialogProps('edit');
  const remove = action.dialogProps('delete');
  return (
    <>
      <TransactionListTable
        viewer="manager"
        filters={filters}
        search={debouncedSearch}
        columns={columns}
        emptyMessage="No transactions match these filters."
        mobileCard={(transaction) => <TransactionMobileCard transaction={transaction} onAction={onAction} />}
        toolbarStart={
          <SearchInput
            label="Search vendors or markets"
            value={search}
            onChange={setSearch}
            maxLength={100}
          />
        }
      />
      {edit && <EditTransactionSheet key={edit.key} {...edit.props} />}
      {remove && <DeleteTransactionDialog key={remove.key} {...remove.props} />}
    </>
  );
}
