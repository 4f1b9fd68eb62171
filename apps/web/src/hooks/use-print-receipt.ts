import type { Transaction } from '@marketday/shared';
import { useCallback } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { printReceipt, type ReceiptReader } from '@/entities/transactions/print-receipt';
import { getErrorMessage } from '@/lib/api-client';

// Opens a checkout's receipt to print or save; a failure is a toast. Stable, so a table's columns (which
// carry the button) are built once.
export function usePrintReceipt(reader: ReceiptReader) {
  const { showError } = useAlerts();
  return useCallback(
    async (transaction: Transaction) => {
      try {
        await printReceipt({ transactionId: transaction.id, reader });
      } catch (error) {
        showError(getErrorMessage(error));
      }
    },
    [reader, showError],
  );
}
