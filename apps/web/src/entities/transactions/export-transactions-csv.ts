import { useCsvExport } from '@/hooks/use-csv-export';
import type { TransactionRole } from './list-transactions';

// The filtered range as the server streams it: a manager's markets' checkouts or the vendor's own.
const CSV_PATHS: Record<TransactionRole, string> = {
  manager: '/market-managers/transactions/csv',
  vendor: '/vendors/self/transactions/csv',
};

export function useExportTransactionsCsv(viewer: TransactionRole) {
  return useCsvExport(CSV_PATHS[viewer]);
}
