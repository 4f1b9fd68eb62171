import { z } from 'zod';
import { fileSlug } from './csv';
import { dateRangeQuery, ISO_DATE_RANGE } from './dates';
import { labelledEnum } from './labelled-enum';
import { isCleanText, TEXT_CHARACTERS_MESSAGE } from './limits';

// The books (issue 34, docs/product.md §22): a market's money for a period as journal lines that QuickBooks
// Online or Xero import, each line on the account the market's chart-of-accounts mapping names.
export const [ACCOUNTING_SYSTEMS, ACCOUNTING_SYSTEM_LABELS] = labelledEnum({
  quickbooks: 'QuickBooks Online',
  xero: 'Xero',
});
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];

// What each kind of money is booked to. The defaults are account names a small market's books commonly use;
// the market's settings change them to its own chart of accounts (names for QuickBooks, codes for Xero).
export const [ACCOUNT_ROLES, ACCOUNT_ROLE_LABELS] = labelledEnum({
  market_fees: 'Market fees (income)',
  booth_fees: 'Booth fees (income)',
  gov_fees: 'Government fees collected (liability)',
  vendor_receivable: 'Vendor balances (receivable)',
  vendor_payments: 'Vendor payments (bank)',
  token_liability: 'Tokens outstanding (liability)',
  token_clearing: 'Token sales (bank or clearing)',
});
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const DEFAULT_ACCOUNTS: Record<AccountRole, string> = {
  market_fees: 'Market Fee Income',
  booth_fees: 'Booth Fee Income',
  gov_fees: 'Government Fees Payable',
  vendor_receivable: 'Vendor Receivables',
  vendor_payments: 'Checking',
  token_liability: 'Tokens Outstanding',
  token_clearing: 'Token Sales Clearing',
};

export const ACCOUNTING_MESSAGES = {
  unknownSystem: 'Choose QuickBooks Online or Xero',
  accountRequired: 'Enter an account name or code',
  accountTooLong: 'An account name is at most 100 characters',
  saved: 'The books’ accounts are saved.',
} as const;

const accountName = z
  .string()
  .trim()
  .min(1, ACCOUNTING_MESSAGES.accountRequired)
  .max(100, ACCOUNTING_MESSAGES.accountTooLong)
  // A control character (a NUL byte among them) would break the CSV the books import, and PostgreSQL's text.
  .refine(isCleanText, TEXT_CHARACTERS_MESSAGE);

// GET and PUT /market-managers/markets/:id/accounting: an account for every role (the defaults until saved).
export const AccountingAccountsSchema = z.object(
  Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, accountName])) as Record<
    AccountRole,
    typeof accountName
  >,
);
export type AccountingAccounts = z.infer<typeof AccountingAccountsSchema>;

// GET /market-managers/reports/accounting/:system — QuickBooks Online or Xero.
export const AccountingSystemParamsSchema = z.object({
  system: z.enum(ACCOUNTING_SYSTEMS, { error: ACCOUNTING_MESSAGES.unknownSystem }),
});

// …?start_date&end_date[&market_id]: one market, or every market of the account (the caller's, for staff).
export const AccountingExportQuerySchema = dateRangeQuery({
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase().optional(),
  ...ISO_DATE_RANGE,
});
export type AccountingExportQuery = z.input<typeof AccountingExportQuerySchema>;

/** "books-quickbooks-davis-market-2026-06-01-to-2026-06-30.csv"; all markets: "books-xero-all-markets-…". */
export function accountingFilename({
  system,
  marketName,
  startDate,
  endDate,
}: {
  system: AccountingSystem;
  marketName: string | null;
  startDate: string;
  endDate: string;
}): string {
  const markets = marketName === null ? 'all-markets' : fileSlug(marketName);
  return `books-${system}-${markets}-${startDate}-to-${endDate}.csv`;
}
