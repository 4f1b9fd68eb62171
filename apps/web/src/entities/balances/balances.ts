import type { BalanceFilter, Balances, Payment, VendorAccount, VendorSelfBalance } from '@marketday/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balanceKeys } from './balance-keys';
import {
  decodeBalances,
  decodePayment,
  decodeVendorAccount,
  decodeVendorSelfBalance,
  encodePaymentDraft,
  type PaymentDraft,
  type PaymentInCents,
} from './balance-money';

// The vendor balances of a market and the payments that settle them (docs/decisions/027). Every read answers in
// cents and a payment is sent from cents (balance-money.ts): the screens never see the wire's dollars.

export function useBalances(marketId: string | undefined, filter: BalanceFilter, search: string) {
  return useQuery({
    queryKey: balanceKeys.list(marketId ?? '', filter, search),
    queryFn: async () => {
      const { data } = await api.get<Balances>(`/market-managers/markets/${marketId}/balances`, {
        params: { filter, ...(search ? { search } : {}) },
      });
      return decodeBalances(data);
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
      return decodeVendorAccount(data);
    },
    enabled: !!vendorId,
  });
}

export function useOwnBalances() {
  return useQuery({
    queryKey: balanceKeys.own(),
    queryFn: async () => {
      const { data } = await api.get<VendorSelfBalance[]>('/vendors/self/balances');
      return data.map(decodeVendorSelfBalance);
    },
  });
}

type Saved = { message: string; data: Payment };
/** A payment the server recorded or reversed, its amount in cents. */
export type SavedPayment = { message: string; data: PaymentInCents };

function decodeSaved({ message, data }: Saved): SavedPayment {
  return { message, data: decodePayment(data) };
}

// `key` is one per opened form: a save sent again after a lost answer records the payment once. A refusal
// (the balance moved) refreshes the balances too, so the list shows what was paid meanwhile.
export function useRecordPayment(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, key }: { draft: PaymentDraft; key: string }) => {
      const { data } = await api.post<Saved>(
        `/market-managers/markets/${marketId}/payments`,
        encodePaymentDraft(draft),
        { headers: { 'Idempotency-Key': key } },
      );
      return decodeSaved(data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, note }: { paymentId: string; note: string | null }) => {
      const { data } = await api.post<Saved>(`/market-managers/payments/${paymentId}/reverse`, { note });
      return decodeSaved(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
