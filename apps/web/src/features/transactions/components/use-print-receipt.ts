import type { Transaction } from '@marketday/shared';
import { useCallback } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { getErrorMessage } from '@/lib/api-client';
import { printPdf } from '@/lib/print-pdf';
import { getReceipt } from '../api/get-receipt';

// Stable, so the table's columns (which carry the row menu) are built once.
export function usePrintReceipt() {
  const { showError } = useAlerts();
  return useCallback(
    async (transaction: Transaction) => {
      try {
        await printPdf(await getReceipt(transaction.id));
      } catch (error) {
        showError(getErrorMessage(error));
      }
    },
    [showError],
  );
}
