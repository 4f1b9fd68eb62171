import type { VendorDate, VendorDateChange, VendorMarketDates } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateVendorDates, vendorDateKeys, vendorDatesPath } from './vendor-date-keys';

export type ChangeVendorDateInput = { date: string } & VendorDateChange;

// Drop a date, ask to sell on one, or withdraw that ask (PUT /vendors/self/markets/{market_id}/dates/{date}).
export function changeVendorDate(marketId: string, { date, ...change }: ChangeVendorDateInput) {
  return dataOf(
    api.put<{ message: string; data: VendorDate }>(`${vendorDatesPath(marketId)}/${date}`, change),
  );
}

// The answer's date replaces the cached one at once; the list is then read again for what else moved.
export function useChangeVendorDate(marketId: string) {
  return useRefreshingMutation(
    (action: ChangeVendorDateInput) => changeVendorDate(marketId, action),
    (queryClient, saved) => {
      queryClient.setQueryData<VendorMarketDates>(
        vendorDateKeys.market(marketId),
        (old) =>
          old && {
            ...old,
            dates: old.dates.map((d) => (d.date === saved.data.date ? saved.data : d)),
          },
      );
      return invalidateVendorDates(queryClient, marketId);
    },
  );
}
