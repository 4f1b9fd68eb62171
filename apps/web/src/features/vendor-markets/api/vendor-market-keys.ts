export const vendorMarketKeys = {
  all: ['vendor-markets'] as const,
  list: () => [...vendorMarketKeys.all, 'list'] as const,
};
