import { z } from 'zod';
import type { Transaction } from './checkout';
import { DATE_ORDER_ISSUE, startNotAfterEnd } from './dates';
import type { DocumentStatus, DocumentType, VendorType, Weekday } from './enums';
import { calendarDate } from './limits';
import type { Address, Hours, MarketRules, Season } from './markets';
import { VendorProfileSchema, type VendorSettings, VendorSettingsSchema } from './vendors';

// A vendor's own account (DESIGN.md §6): the same profile rules a manager's vendor form uses, plus settings.
export const VendorSelfInputSchema = VendorProfileSchema.extend({ settings: VendorSettingsSchema });
export type VendorSelfInput = z.input<typeof VendorSelfInputSchema>;
export type VendorSelfInputParsed = z.output<typeof VendorSelfInputSchema>;

export type VendorSelf = {
  id: string;
  business_name: string;
  type: VendorType;
  phone: string | null;
  receipt_email: string | null;
  producer_names: string | null;
  settings: VendorSettings;
  username: string;
  email: string;
  // The type decides the fee at every market, so it is the managers' to change once the vendor sells somewhere.
  type_locked: boolean;
};

export const VENDOR_TYPE_LOCKED_MESSAGE =
  'Your vendor type sets your market fees. Ask your market manager to change it.';

// One document the market expects of the vendor, with its status on today's date at the market.
export type VendorMarketDocument = {
  type: DocumentType;
  status: DocumentStatus;
  status_text: string;
  expr: string | null;
  document_id: string | null;
};

// GET /vendors/self/markets: a market the vendor sells at, as the vendor sees it.
export type VendorMarket = {
  id: string;
  market_vendor_id: string;
  name: string;
  day_of_week: Weekday;
  hours: Hours;
  season: Season;
  time_zone: string;
  /** Today's date at the market, the day the next market days and document statuses count from. */
  today: string;
  next_market_days: string[];
  city: string | null;
  address: Address | null;
  contact_email: string | null;
  contact_phone: string | null;
  rules: MarketRules;
  documents: VendorMarketDocument[];
};

export const NEXT_MARKET_DAYS_SHOWN = 4;
// A required document the vendor has never uploaded.
export const MISSING_DOCUMENT_TEXT = 'Not on file';

export const VendorTransactionsQuerySchema = z
  .object({
    market_id: z.uuid('Market ID must be a valid UUID').optional(),
    start_date: calendarDate('Invalid date format').optional(),
    end_date: calendarDate('Invalid date format').optional(),
  })
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type VendorTransactionsQuery = z.input<typeof VendorTransactionsQuerySchema>;

// Dollars, summed in cents on the server.
export type VendorTransactionTotals = {
  count: number;
  reported_gross: number;
  market_fee: number;
  gov_fee: number;
  token_total: number;
  money_owed: number;
};

export type VendorTransactions = { transactions: Transaction[]; totals: VendorTransactionTotals };
