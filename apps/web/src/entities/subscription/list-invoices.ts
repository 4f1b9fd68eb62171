import type { BillingInvoice } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { type BillingInvoiceInCents, decodeBillingInvoice } from './subscription-money';

export async function listInvoices(): Promise<BillingInvoiceInCents[]> {
  const { data } = await api.get<BillingInvoice[]>('/market-managers/account/invoices');
  return data.map(decodeBillingInvoice);
}

export function invoicesQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.invoices(), queryFn: listInvoices });
}

export function useInvoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invoicesQueryOptions(), enabled });
}
