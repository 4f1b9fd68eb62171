import { type CheckoutResult, salesReportKey } from '@marketday/shared';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import {
  checkoutKeys,
  invalidateCheckoutQueries,
  type MarketDayRef,
} from '@/entities/checkout/checkout-keys';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api, getErrorMessage } from '@/lib/api-client';

// Books a vendor's report as sent (POST /market-managers/sales-reports/{id}/confirm).
export function confirmSalesReport(id: string) {
  return dataOf(
    api.post<CheckoutResult>(`/market-managers/sales-reports/${id}/confirm`, undefined, {
      headers: { 'Idempotency-Key': salesReportKey(id) },
    }),
  );
}

export type ConfirmOutcome = { confirmed: string[]; failed: { id: string; message: string }[] };

// "Confirm all unchanged": one report after the other, so one refusal (a vendor who sent a correction meanwhile)
// does not stop the others; the day is read again afterwards.
export async function confirmSalesReports(ids: readonly string[]): Promise<ConfirmOutcome> {
  const outcome: ConfirmOutcome = { confirmed: [], failed: [] };
  for (const id of ids) {
    try {
      await confirmSalesReport(id);
      outcome.confirmed.push(id);
    } catch (error) {
      outcome.failed.push({ id, message: getErrorMessage(error) });
    }
  }
  return outcome;
}

export function useConfirmSalesReports(ref: MarketDayRef) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(confirmSalesReports, () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkoutKeys.context(ref) }),
      invalidateCheckoutQueries(queryClient),
    ]),
  );
}
