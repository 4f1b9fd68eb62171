import type { AccountingAccounts } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/entities/query-options-for';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { accountingAccountsPath, accountingKeys } from './accounting-keys';

// The market's accounts for the books (docs/product.md §22): what each kind of money is booked to, names for
// QuickBooks or codes for Xero. The server answers the defaults until the market saves its own.

export async function getAccountingAccounts(marketId: string): Promise<AccountingAccounts> {
  const { data } = await api.get<AccountingAccounts>(accountingAccountsPath(marketId));
  return data;
}

export const accountingAccountsQueryOptions = queryOptionsFor(accountingKeys.accounts, getAccountingAccounts);

export function useAccountingAccounts(marketId: string) {
  return useQuery(accountingAccountsQueryOptions(marketId));
}

export async function saveAccountingAccounts(marketId: string, accounts: AccountingAccounts) {
  const { data } = await api.put<{ message: string; data: AccountingAccounts }>(
    accountingAccountsPath(marketId),
    accounts,
  );
  return data;
}

export function useSaveAccountingAccounts(marketId: string) {
  return useRefreshingMutation(
    (accounts: AccountingAccounts) => saveAccountingAccounts(marketId, accounts),
    (queryClient, saved) => queryClient.setQueryData(accountingKeys.accounts(marketId), saved.data),
  );
}
