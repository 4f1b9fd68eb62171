export const boothFeeKeys = {
  all: ['booth-fees'] as const,
  settings: (marketId: string) => [...boothFeeKeys.all, 'settings', marketId] as const,
};

export const boothFeesPath = (marketId: string) => `/market-managers/markets/${marketId}/booth-fees`;
