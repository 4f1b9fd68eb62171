import type {
  BalanceFilter,
  Balances,
  Payment,
  PaymentInput,
  VendorAccount,
  VendorSelfBalance,
} from '@marketday/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balanceKeys } from './balance-keys';

// The vendor balances of a market and the payments that settle them (docs/decisions/027).

export function useBalances(marketId: string | undefined, filter: BalanceFilter, search: string) {
  return useQuery({
    queryKey: balanceKeys.list(marketId ?? '', filter, search),
    queryFn: async () => {
      const { data } = await api.get<Balances>(`/market-managers/markets/${marketId}/balances`, {
        params: { filter, ...(search ? { search } : {}) },
      });
      return data;
    },
    enabled: !!marketId,
    // The previous list stays, dimmed, while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useVendorAccount(marketId: string, vendorId: string | null) {
  return useQuery({
    queryKey: balanceKeys.account(marketId, vendorId ?? ''),
    queryFn: async () => {
      const { data } = await api.get<VendorAccount>(
        `/market-managers/markets/${marketId}/vendors/${vendorId}/account`,
      );
      return data;
    },
    enabled: !!vendorId,
  });
}

export function useOwnBalances() {
  return useQuery({
    queryKey: balanceKeys.own(),
    queryFn: async () => {
      const { data } = await api.get<VendorSelfBalance[]>('/vendors/self/balances');
      return data;
    },
  });
}

type Saved = { message: string; data: Payment };

// `key` is one per opened form: a save sent again after a lost answer records the payment once. A refusal
// (the balance moved) refreshes the balances too, so the list shows what was paid meanwhile.
export function useRecordPayment(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, key }: { input: PaymentInput; key: string }) => {
      const { data } = await api.post<Saved>(`/market-managers/markets/${marketId}/payments`, input, {
        headers: { 'Idempotency-Key': key },
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, note }: { paymentId: string; note: string | null }) => {
      const { data } = await api.post<Saved>(`/market-managers/payments/${paymentId}/reverse`, { note });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
