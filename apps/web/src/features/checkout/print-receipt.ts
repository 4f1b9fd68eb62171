import { printPdf } from '@/lib/print-pdf';
import { getReceipt } from './api/get-receipt';

/** Fetches a transaction's receipt PDF and opens the browser's print dialog for it. */
export async function printReceipt(transactionId: string): Promise<void> {
  await printPdf(await getReceipt(transactionId));
}
