import { z } from 'zod';
import { DocumentSummaryRowSchema } from './documents';
import { WEEKDAYS } from './enums';
import {
  StoredAddressSchema,
  StoredHoursSchema,
  StoredMarketRulesSchema,
  StoredSeasonSchema,
} from './markets';
import { pagedSchema } from './paging-schemas';
import { VendorReceiptStateSchema } from './receipt-answers';
import {
  type TransactionListTotals,
  TransactionListTotalsSchema,
  transactionQuerySchemas,
  transactionRangeFilters,
  transactionSortFilters,
} from './transaction-list';
import { TransactionSchema } from './transaction-record';
import { storedVendorProfileFields, VendorProfileSchema, VendorSettingsSchema } from './vendors';

// A vendor's own account (docs/product.md §13): the same profile rules a manager's vendor form uses, plus settings.
// directory_listed may be left out (a client from before the directory): the stored choice is then kept, never
// reset to the default (docs/product.md §18).
export const VendorSelfInputSchema = VendorProfileSchema.extend({
  settings: VendorSettingsSchema.extend({ directory_listed: z.boolean().optional() }),
});
export type VendorSelfInput = z.input<typeof VendorSelfInputSchema>;
export type VendorSelfInputParsed = z.output<typeof VendorSelfInputSchema>;

export const VendorSelfSchema = z.object({
  ...storedVendorProfileFields,
  username: z.string(),
  email: z.string(),
  // The type decides the fee at every market, so it is the managers' to change once the vendor sells somewhere.
  type_locked: z.boolean(),
});
export type VendorSelf = z.infer<typeof VendorSelfSchema>;

export const VENDOR_TYPE_LOCKED_MESSAGE =
  'Your vendor type sets your market fees. Ask your market manager to change it.';

// One document the market expects of the vendor, with its status on today's date at the market: the line of
// the document summary for a required type, so `required` goes without saying.
export const VendorMarketDocumentSchema = DocumentSummaryRowSchema.omit({ required: true });
export type VendorMarketDocument = z.infer<typeof VendorMarketDocumentSchema>;

// GET /vendors/self/markets: a market the vendor sells at, as the vendor sees it.
export const VendorMarketSchema = z.object({
  id: z.string(),
  market_vendor_id: z.string(),
  name: z.string(),
  day_of_week: z.enum(WEEKDAYS),
  hours: StoredHoursSchema,
  season: StoredSeasonSchema,
  time_zone: z.string(),
  /** Today's date at the market, the day the next market days and document statuses count from. */
  today: z.string(),
  next_market_days: z.array(z.string()),
  city: z.string().nullable(),
  address: StoredAddressSchema.nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  rules: StoredMarketRulesSchema,
  documents: z.array(VendorMarketDocumentSchema),
});
export type VendorMarket = z.infer<typeof VendorMarketSchema>;

export const NEXT_MARKET_DAYS_SHOWN = 4;

// The vendor's own checkouts: the manager's filters but for vendor type, the same sorting and paging.
const vendorTransactionQueries = transactionQuerySchemas({
  ...transactionRangeFilters,
  ...transactionSortFilters,
});

export const VendorTransactionsQuerySchema = vendorTransactionQueries.list;
export type VendorTransactionsQuery = z.input<typeof VendorTransactionsQuerySchema>;

export const VendorTransactionsCsvQuerySchema = vendorTransactionQueries.csv;
export type VendorTransactionsCsvQuery = z.input<typeof VendorTransactionsCsvQuerySchema>;

// Dollars, summed in cents on the server.
export type VendorTransactionTotals = TransactionListTotals;

// The same envelope as the manager's list (docs/decisions/019); each row also carries its receipt's state
// (the current version and the vendor's answer, receipt-answers.ts).
export const VendorTransactionSchema = TransactionSchema.extend({ receipt: VendorReceiptStateSchema });
export type VendorTransaction = z.infer<typeof VendorTransactionSchema>;
export const VendorTransactionsSchema = pagedSchema(VendorTransactionSchema, TransactionListTotalsSchema);
export type VendorTransactions = z.infer<typeof VendorTransactionsSchema>;
