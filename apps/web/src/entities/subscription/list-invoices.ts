import type { BillingInvoice } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { type BillingInvoiceInCents, decodeBillingInvoice } from './subscription-money';

export async function listInvoices(): Promise<BillingInvoiceInCents[]> {
  const invoices = await dataOf(api.get<BillingInvoice[]>('/market-managers/account/invoices'));
  return invoices.map(decodeBillingInvoice);
}

export const invoicesQueryOptions = queryOptionsFor(subscriptionKeys.invoices, listInvoices);

export function useInvoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invoicesQueryOptions(), enabled });
}
