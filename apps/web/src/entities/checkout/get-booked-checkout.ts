import { MAX_PAGE_SIZE, type Transaction } from '@marketday/shared';
import { queryOptions } from '@tanstack/react-query';
import { listTransactions } from '@/entities/transactions/list-transactions';
import { type BookedCheckoutRef, transactionKeys } from '@/entities/transactions/transaction-keys';

/**
 * The checkout booked for a vendor on a market day, as the server holds it (the other side of a 409). A market
 * vendor has one checkout a day, so it is found by the 409's id or else by the market vendor: never by the vendor's
 * name, which two vendors can share and which can change while a checkout waits on the device.
 */
export async function getBookedCheckout({
  marketId,
  marketDate,
  marketVendorId,
  transactionId,
}: BookedCheckoutRef): Promise<Transaction | null> {
  const isBooked = (t: Transaction) =>
    transactionId ? t.id === transactionId : t.market_vendor_id === marketVendorId;
  // The market's checkouts of that one day, page after page until found (one page for any ordinary market).
  for (let page = 0; ; page += 1) {
    const answer = await listTransactions({
      market_id: marketId,
      start_date: marketDate,
      end_date: marketDate,
      page,
      page_size: MAX_PAGE_SIZE,
      totals: 'false',
    });
    const found = answer.data.find(isBooked);
    if (found) return found;
    if (answer.data.length < MAX_PAGE_SIZE) return null;
  }
}

// Read from the transactions list, so under its key: a checkout write (which invalidates transactions) refreshes
// it. A refused read is shown, not retried.
export function bookedCheckoutQueryOptions(ref: BookedCheckoutRef) {
  return queryOptions({
    queryKey: transactionKeys.booked(ref),
    queryFn: () => getBookedCheckout(ref),
    retry: false,
  });
}
