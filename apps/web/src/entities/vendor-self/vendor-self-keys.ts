// The signed-in vendor's own profile (GET /vendors/self).
export const vendorSelfKeys = {
  all: ['vendor-self'] as const,
  detail: () => [...vendorSelfKeys.all, 'detail'] as const,
};
