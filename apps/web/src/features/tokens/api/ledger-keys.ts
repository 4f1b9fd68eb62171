export type TokenRef = { marketId: string; tokenId: string };

export const ledgerKeys = {
  all: ['token-ledger'] as const,
  list: ({ marketId, tokenId }: TokenRef) => [...ledgerKeys.all, marketId, tokenId] as const,
};
