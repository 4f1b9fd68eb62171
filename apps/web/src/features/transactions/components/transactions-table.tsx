import { useCallback, useMemo, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { usePrintReceipt } from '@/entities/transactions/print-receipt';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useRowAction } from '@/hooks/use-row-action';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { TransactionFilters } from '../transaction-params';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { EditTransactionSheet } from './edit-transaction-sheet';
import { CHECKED_OUT_BY_COLUMN_QUERY, transactionColumns } from './transaction-columns';
import { TransactionListTable } from './transaction-list-table';
import { TransactionMobileCard } from './transaction-mobile-card';
import type { OnTransactionAction, TransactionAction } from './transaction-row-actions';

const SEARCH_DELAY_MS = 300;

// The manager's list: search, and a row menu to print, correct or delete a checkout.
export function TransactionsTable({ filters }: { filters: TransactionFilters }) {
  const t = useMessages(en);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const action = useRowAction<Exclude<TransactionAction, 'print'>, TransactionRow>();
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
        emptyMessage={t('noTransactions')}
        mobileCard={(transaction) => <TransactionMobileCard transaction={transaction} onAction={onAction} />}
        toolbarStart={
          <SearchInput label={t('searchLabel')} value={search} onChange={setSearch} maxLength={100} />
        }
      />
      {edit && <EditTransactionSheet key={edit.key} transaction={edit.row} {...edit.props} />}
      {remove && <DeleteTransactionDialog key={remove.key} transaction={remove.row} {...remove.props} />}
    </>
  );
}
