import type { BillingInvoice } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function listInvoices(): Promise<BillingInvoice[]> {
  const { data } = await api.get<BillingInvoice[]>('/market-managers/account/invoices');
  return data;
}

export function invoicesQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.invoices(), queryFn: listInvoices });
}

export function useInvoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invoicesQueryOptions(), enabled });
}
