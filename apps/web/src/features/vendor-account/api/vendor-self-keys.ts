export const vendorSelfKeys = {
  all: ['vendor-self'] as const,
  detail: () => [...vendorSelfKeys.all, 'detail'] as const,
};
