// The vendors module's public face: other modules and the app import it only through this file.
export { isVendorInMarket, listMarketVendors, type VendorInMarket } from './market-vendors.repository';
export { marketVendorsRoutes } from './market-vendors.routes';
export { requireVendorPlace } from './vendor-limit.repository';
export { findVisibleVendor, type ManagerVendor, type VendorKey, visibleTo } from './vendors.repository';
export { vendorsRoutes } from './vendors.routes';
