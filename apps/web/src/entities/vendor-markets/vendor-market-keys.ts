// The markets the signed-in vendor sells at (GET /vendors/self/markets).
export const vendorMarketKeys = {
  all: ['vendor-markets'] as const,
  list: () => [...vendorMarketKeys.all, 'list'] as const,
};
