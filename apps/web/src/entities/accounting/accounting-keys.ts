import type { AccountingSystem, FunderFormat } from '@marketday/shared';

export const accountingKeys = {
  all: ['accounting'] as const,
  accounts: (marketId: string) => [...accountingKeys.all, 'accounts', marketId] as const,
};

// The market's chart-of-accounts mapping (docs/product.md §22).
export const accountingAccountsPath = (marketId: string) => `/market-managers/markets/${marketId}/accounting`;

// The books' journal CSV for QuickBooks Online or Xero.
export const booksPath = (system: AccountingSystem) => `/market-managers/reports/accounting/${system}`;

// A funder's report of one market (docs/product.md §21): its CSV, or the same figures as a PDF.
export const funderReportPath = (format: FunderFormat, extension: 'csv' | 'pdf') =>
  `/market-managers/reports/funders/${format}${extension === 'pdf' ? '.pdf' : ''}`;
