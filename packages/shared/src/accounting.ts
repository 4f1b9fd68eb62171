import { z } from 'zod';
import { labelledEnum } from './labelled-enum';

// The books (issue 34, docs/product.md §21): a market's money for a period as journal lines that QuickBooks
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

const accountName = z
  .string()
  .trim()
  .min(1, 'Enter an account name or code')
  .max(100, 'An account name is at most 100 characters');

// PUT /market-managers/markets/:id/accounting — every role, or none to go back to the defaults.
export const AccountingAccountsSchema = z.object(
  Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, accountName])) as Record<
    AccountRole,
    typeof accountName
  >,
);
export type AccountingAccounts = z.infer<typeof AccountingAccountsSchema>;
