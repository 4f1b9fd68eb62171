import type { QueryClient } from '@tanstack/react-query';
import {
  applicationKeys,
  associationKeys,
  balanceKeys,
  dayReportKeys,
  inboxKeys,
  ledgerKeys,
  marketKeys,
  transactionKeys,
  vendorKeys,
} from './query-keys';

// What else goes stale when an entity changes, in one place.

function invalidateAll(queryClient: QueryClient, queryKeys: readonly (readonly unknown[])[]) {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

// Every checkout write (submit, overwrite, delete) moves transaction lists and histories, day-report
// income, token counts (on markets), token ledgers and vendor balances; lib/api/checkout.ts also marks the day's
// vendor.
export function invalidateCheckoutQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [
    transactionKeys.all,
    dayReportKeys.all,
    marketKeys.all,
    ledgerKeys.all,
    balanceKeys.all,
  ]);
}

// An approval adds a market vendor: vendor lists and market vendor counts go stale too.
export function invalidateApplicationQueries(queryClient: QueryClient, { joined = false } = {}) {
  return invalidateAll(queryClient, [
    applicationKeys.all,
    ...(joined ? [vendorKeys.all, marketKeys.all] : []),
  ]);
}

// Counts, codes and member lists all move together, so any change refreshes every association query.
export function invalidateAssociationQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [associationKeys.all]);
}

// Distributed tokens are written to the token ledger, so token counts (on markets) and ledgers go stale too.
export function invalidateDayReportQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [dayReportKeys.all, marketKeys.all, ledgerKeys.all]);
}

// Refreshes the sidebar's unread badge too (inboxKeys.unread).
export function invalidateInboxQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [inboxKeys.all]);
}

// Markets carry vendor counts and member lists, so a vendor change makes them stale too.
export function invalidateVendorQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [vendorKeys.all, marketKeys.all]);
}
