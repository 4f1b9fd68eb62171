// The columns a transactions table can be sorted by (the manager's and the vendor's tables list these).
// The server always adds the checkout's id after the chosen column, so equal values keep one order and
// pages never repeat or skip a row.
export const TRANSACTION_SORT_COLUMNS = [
  'market_date',
  'market_name',
  'vendor_name',
  'vendor_type',
  'reported_gross',
  'market_fee',
  'gov_fee',
  'token_total',
  'money_owed',
] as const;
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];

export const ALL_VENDOR_TYPES_LABEL = 'All Vendor Types';
