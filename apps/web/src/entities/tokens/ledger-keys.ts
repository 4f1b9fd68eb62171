export type TokenRef = { marketId: string; tokenId: string };

// Under one root, so every change that invalidates ledgers (checkouts, day reports) refreshes the
// reconciliation too.
export const ledgerKeys = {
  all: ['token-ledger'] as const,
  list: ({ marketId, tokenId }: TokenRef) => [...ledgerKeys.all, marketId, tokenId] as const,
  marketReconciliations: (marketId: string) => [...ledgerKeys.all, 'reconciliation', marketId] as const,
  reconciliation: ({ marketId, start, end }: { marketId: string; start: string; end: string }) =>
    [...ledgerKeys.marketReconciliations(marketId), start, end] as const,
};
