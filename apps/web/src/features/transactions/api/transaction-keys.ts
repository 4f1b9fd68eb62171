import type { QueryClient } from '@tanstack/react-query';
import type { TransactionFilters } from './list-transactions';

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters) => [...transactionKeys.all, 'list', filters] as const,
  options: () => [...transactionKeys.all, 'options'] as const,
  checkoutContext: ({ marketId, marketDate }: { marketId: string; marketDate: string }) =>
    [...transactionKeys.all, 'checkout-context', marketId, marketDate] as const,
};

// A changed checkout moves day-report income, token counts (on markets) and token ledgers too.
// Literal keys avoid importing the day-reports, markets and tokens features.
const RELATED_KEYS = [['day-reports'], ['markets'], ['token-ledger']] as const;

export function invalidateTransactionQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    ...RELATED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
