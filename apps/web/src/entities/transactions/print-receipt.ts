import { useCallback } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { dataOf } from '@/entities/answer-data';
import { api, getErrorMessage } from '@/lib/api-client';
import { printPdf } from '@/lib/print-pdf';

// The manager prints any checkout's receipt; a vendor reads their own through their own endpoint.
export type ReceiptReader = 'manager' | 'vendor';

const RECEIPT_PATHS: Record<ReceiptReader, string> = {
  manager: '/market-managers/transactions/receipt',
  vendor: '/vendors/self/transactions/receipt',
};

/** The receipt PDF, sized by the manager's print settings (docs/product.md §12). */
export function getReceipt({
  transactionId,
  reader,
}: {
  transactionId: string;
  reader: ReceiptReader;
}): Promise<Blob> {
  return dataOf(
    api.get<Blob>(RECEIPT_PATHS[reader], {
      params: { transaction_id: transactionId },
      responseType: 'blob',
    }),
  );
}

/** Fetches a checkout's receipt PDF and opens the browser's print dialog for it. */
export async function printReceipt(receipt: { transactionId: string; reader: ReceiptReader }) {
  await printPdf(await getReceipt(receipt));
}

/**
 * Opens a checkout's receipt to print or save; a failure is a toast. Stable, so a table's columns (which carry the
 * button) are built once. Only the checkout's id is read, so a row in either money shape will do.
 */
export function usePrintReceipt(reader: ReceiptReader) {
  const { showError } = useAlerts();
  return useCallback(
    async (transaction: { id: string }) => {
      try {
        await printReceipt({ transactionId: transaction.id, reader });
      } catch (error) {
        showError(getErrorMessage(error));
      }
    },
    [reader, showError],
  );
}
