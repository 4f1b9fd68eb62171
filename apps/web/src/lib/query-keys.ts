import type {
  DocumentType,
  ManagerApplicationsQuery,
  PlanTier,
  ProductListQuery,
  ReportQuery,
  TransactionsQuery,
  VendorTransactionsQuery,
} from '@marketday/shared';

// Every cache key of the app, one factory an entity, so a screen that changes another entity's data
// invalidates it by name instead of repeating its literal key. Each key starts with its entity's `all`.

export type MarketDayRef = { marketId: string; marketDate: string };
export type TokenRef = { marketId: string; tokenId: string };

export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  own: () => [...applicationKeys.all, 'own'] as const,
  browse: (search: string) => [...applicationKeys.all, 'browse', search] as const,
  ownProducts: () => [...applicationKeys.all, 'own-products'] as const,
  managed: (filters: ManagerApplicationsQuery) => [...applicationKeys.all, 'managed', filters] as const,
};

export const associationKeys = {
  all: ['associations'] as const,
  list: () => [...associationKeys.all, 'list'] as const,
  detail: (id: string) => [...associationKeys.all, 'detail', id] as const,
  // The signed-in vendor's memberships.
  mine: () => [...associationKeys.all, 'mine'] as const,
};

// Balances move with every checkout write and payment (docs/decisions/027).
export const balanceKeys = {
  all: ['balances'] as const,
  list: (marketId: string, filter: string, search: string) =>
    [...balanceKeys.all, 'list', marketId, filter, search] as const,
  account: (marketId: string, vendorId: string) =>
    [...balanceKeys.all, 'account', marketId, vendorId] as const,
  own: () => [...balanceKeys.all, 'own'] as const,
};

export const checkoutKeys = {
  all: ['checkout'] as const,
  context: ({ marketId, marketDate }: MarketDayRef) =>
    [...checkoutKeys.all, 'context', marketId, marketDate] as const,
};

export const dayReportKeys = {
  all: ['day-reports'] as const,
  list: (marketId: string) => [...dayReportKeys.all, 'list', marketId] as const,
  calculated: ({ marketId, date }: { marketId: string; date: string | null }) =>
    [...dayReportKeys.all, 'calculated', marketId, date] as const,
  tokens: ({ marketId, marketDate }: MarketDayRef) =>
    [...dayReportKeys.all, 'tokens', marketId, marketDate] as const,
};

// Documents of one vendor (for a manager, `ownerId`), or the caller's own when ownerId is omitted.
type DocumentOwner = { ownerId?: string | undefined };
type DocumentFilter = DocumentOwner & { type?: DocumentType | undefined };

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: object) => [...documentKeys.all, 'list', query] as const,
  summary: ({ ownerId }: DocumentOwner) => [...documentKeys.all, 'summary', { ownerId }] as const,
  expired: ({ ownerId, type }: DocumentFilter) =>
    [...documentKeys.all, 'expired', { ownerId, type }] as const,
  compliance: (marketId: string) => [...documentKeys.all, 'compliance', marketId] as const,
  storage: () => [...documentKeys.all, 'storage'] as const,
};

// The sidebar's unread badge lives under `all`, so any inbox change refreshes it at once instead of at
// the next 30 s poll.
export const inboxKeys = {
  all: ['notifications'] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (query: object) => [...inboxKeys.lists(), query] as const,
};

// Under one root, so every change that invalidates ledgers (checkouts, day reports) refreshes the
// reconciliation too.
export const ledgerKeys = {
  all: ['token-ledger'] as const,
  list: ({ marketId, tokenId }: TokenRef) => [...ledgerKeys.all, marketId, tokenId] as const,
  marketReconciliations: (marketId: string) => [...ledgerKeys.all, 'reconciliation', marketId] as const,
  reconciliation: ({ marketId, start, end }: { marketId: string; start: string; end: string }) =>
    [...ledgerKeys.marketReconciliations(marketId), start, end] as const,
};

export const marketKeys = {
  all: ['markets'] as const,
  list: () => [...marketKeys.all, 'list'] as const,
  search: (term: string) => [...marketKeys.all, 'search', term] as const,
  detail: (id: string) => [...marketKeys.all, 'detail', id] as const,
  vendors: (id: string) => [...marketKeys.all, 'detail', id, 'vendors'] as const,
  notifyReach: (id: string) => [...marketKeys.all, 'detail', id, 'notify-reach'] as const,
};

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductListQuery) => [...productKeys.all, 'list', filters] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  detail: (query: ReportQuery) => [...reportKeys.all, query] as const,
};

export const subscriptionKeys = {
  all: ['subscription'] as const,
  detail: () => [...subscriptionKeys.all, 'detail'] as const,
  preview: (plan: PlanTier, startTs: number | null) =>
    [...subscriptionKeys.all, 'preview', plan, startTs] as const,
  invoices: () => [...subscriptionKeys.all, 'invoices'] as const,
};

// A checkout's history sits under `all`, so an edit or delete of the checkout refreshes it too.
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (params: TransactionsQuery) => [...transactionKeys.all, 'list', params] as const,
  options: () => [...transactionKeys.all, 'options'] as const,
  history: (id: string) => [...transactionKeys.all, 'history', id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
};

export const vendorKeys = {
  all: ['vendors'] as const,
  list: () => [...vendorKeys.all, 'list'] as const,
  products: (vendorId: string) => [...vendorKeys.all, 'products', vendorId] as const,
};

export const vendorMarketKeys = {
  all: ['vendor-markets'] as const,
  list: () => [...vendorMarketKeys.all, 'list'] as const,
};

export const vendorSelfKeys = {
  all: ['vendor-self'] as const,
  detail: () => [...vendorSelfKeys.all, 'detail'] as const,
};

export const vendorTransactionKeys = {
  all: ['vendor-transactions'] as const,
  list: (params: VendorTransactionsQuery) => [...vendorTransactionKeys.all, 'list', params] as const,
};
