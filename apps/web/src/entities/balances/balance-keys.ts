// Balances move with every checkout write and payment (docs/decisions/027).
export const balanceKeys = {
  all: ['balances'] as const,
  list: (marketId: string, filter: string, search: string) =>
    [...balanceKeys.all, 'list', marketId, filter, search] as const,
  account: (marketId: string, vendorId: string) =>
    [...balanceKeys.all, 'account', marketId, vendorId] as const,
  own: () => [...balanceKeys.all, 'own'] as const,
};
