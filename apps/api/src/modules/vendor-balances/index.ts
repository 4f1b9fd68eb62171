// The vendor-balances module's public face: other modules and the app import it only through this file.

export type { AccountEntryCents } from './balances.mapper';
export { tokensByProgram, toPaymentJson } from './balances.mapper';
export { listBalances } from './balances.repository';
export { vendorBalancesRoutes } from './balances.routes';
export { ownMarketOr404, recordPayment, vendorAccount } from './balances.service';
