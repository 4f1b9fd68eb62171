// The demo's sign-ins (docs/product.md §14), written by the seed and used by tests and journeys.
export const DEMO_ACCOUNTS = {
  manager: { username: 'manager', password: 'manager-demo-1' },
  vendor: { username: 'vendor', password: 'vendor-demo-1' },
  admin: { username: 'admin', password: 'admin-demo-1' },
  // A manager whose subscription lapsed: shows the permission-denied path.
  lapsed: { username: 'lapsed', password: 'lapsed-demo-1' },
  // Market staff of the demo manager at the Downtown market (docs/product.md §19).
  booth: { username: 'booth', password: 'booth-demo-1' },
} as const;
