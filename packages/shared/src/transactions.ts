import { z } from 'zod';
import { DATE_ORDER_ISSUE, startNotAfterEnd } from './dates';
import { VENDOR_TYPES } from './enums';
import { calendarDate } from './limits';
import { printDimension } from './managers';
import { pagingQuery, SORT_DIRECTIONS, totalsQuery } from './paging';
import {
  SORT_BY_MESSAGE,
  SORT_DIRECTION_MESSAGE,
  TRANSACTION_SORT_COLUMNS,
  transactionSearch,
} from './transaction-list';

// The manager's transactions list and its CSV share these filters; the list adds a page (docs/decisions/019).
const transactionFilters = {
  market_id: z.uuid('Market ID must be a valid UUID').optional(),
  start_date: calendarDate().optional(),
  end_date: calendarDate().optional(),
  vendor_type: z.enum(VENDOR_TYPES).optional(),
  search: transactionSearch,
  sort_by: z.enum(TRANSACTION_SORT_COLUMNS, SORT_BY_MESSAGE).default('market_date'),
  sort_direction: z.enum(SORT_DIRECTIONS, SORT_DIRECTION_MESSAGE).default('DESC'),
};

export const TransactionsQuerySchema = z
  .object({ ...transactionFilters, ...pagingQuery, ...totalsQuery })
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionsCsvQuerySchema = z
  .object(transactionFilters)
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type TransactionsCsvQuery = z.input<typeof TransactionsCsvQuerySchema>;

export const ALL_VENDOR_TYPES_LABEL = 'All Vendor Types';

export const TransactionsOptionsSchema = z.object({
  markets: z.array(z.object({ id: z.string(), name: z.string() })),
  vendor_types: z.array(z.enum(VENDOR_TYPES)),
});
export type TransactionsOptions = z.infer<typeof TransactionsOptionsSchema>;

export const ReceiptTestQuerySchema = z.object({
  print_scale: z.enum(['Standard', 'Long', 'Wide', 'Custom']).default('Standard'),
  width: z.coerce.number().pipe(printDimension('width')).optional(),
  height: z.coerce.number().pipe(printDimension('height')).optional(),
  font_size: z.coerce.number().pipe(printDimension('font_size')).optional(),
});

export const EmailReceiptSchema = z.object({
  transaction_id: z.uuid(),
  email: z.string().trim().email('Invalid email format').optional(),
});

export const ContactMessageSchema = z.object({
  vendor_id: z.uuid(),
  subject: z.string('Title is required').trim().min(1, 'Title is required').max(200),
  message: z.string('Message is required').trim().min(1, 'Message is required').max(5000),
});
