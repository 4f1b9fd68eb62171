import type { TokenReconciliation } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { ledgerKeys } from './ledger-keys';
import { decodeTokenReconciliation, type TokenReconciliationCents } from './token-money';

type ReconciliationInput = { marketId: string; start: string; end: string };

// Per token and per market day, from the token ledger (docs/decisions/008-token-reconciliation.md); money in cents.
export async function getTokenReconciliation({
  marketId,
  start,
  end,
}: ReconciliationInput): Promise<TokenReconciliationCents> {
  const reconciliation = await dataOf(
    api.get<TokenReconciliation>(`/market-managers/markets/${marketId}/tokens/reconciliation`, {
      params: { start_date: start, end_date: end },
    }),
  );
  return decodeTokenReconciliation(reconciliation);
}

export const tokenReconciliationQueryOptions = queryOptionsFor(
  ledgerKeys.reconciliation,
  getTokenReconciliation,
);

// The previous figures stay on screen while a new range loads.
export function useTokenReconciliation(input: ReconciliationInput) {
  return useQuery({ ...tokenReconciliationQueryOptions(input), placeholderData: keepPreviousData });
}
