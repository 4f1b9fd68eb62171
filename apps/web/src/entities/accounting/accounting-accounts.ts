import type { AccountingAccounts } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { accountingAccountsPath, accountingKeys } from './accounting-keys';

// The market's accounts for the books (docs/product.md §22): what each kind of money is booked to, names for
// QuickBooks or codes for Xero. The server answers the defaults until the market saves its own.

export function getAccountingAccounts(marketId: string): Promise<AccountingAccounts> {
  return dataOf(api.get<AccountingAccounts>(accountingAccountsPath(marketId)));
}

export const accountingAccountsQueryOptions = queryOptionsFor(accountingKeys.accounts, getAccountingAccounts);

export function useAccountingAccounts(marketId: string) {
  return useQuery(accountingAccountsQueryOptions(marketId));
}

export function saveAccountingAccounts(marketId: string, accounts: AccountingAccounts) {
  return dataOf(
    api.put<{ message: string; data: AccountingAccounts }>(accountingAccountsPath(marketId), accounts),
  );
}

export function useSaveAccountingAccounts(marketId: string) {
  return useRefreshingMutation(
    (accounts: AccountingAccounts) => saveAccountingAccounts(marketId, accounts),
    (queryClient, saved) => queryClient.setQueryData(accountingKeys.accounts(marketId), saved.data),
  );
}
