import { z } from 'zod';
import { VENDOR_TYPES } from './enums';
import { printDimension } from './managers';
import { transactionQuerySchemas, transactionRangeFilters, transactionSortFilters } from './transaction-list';

// The manager's transactions list and its CSV: the vendor's filters and the vendor type.
const managerTransactionQueries = transactionQuerySchemas({
  ...transactionRangeFilters,
  vendor_type: z.enum(VENDOR_TYPES).optional(),
  ...transactionSortFilters,
});

export const TransactionsQuerySchema = managerTransactionQueries.list;
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionsCsvQuerySchema = managerTransactionQueries.csv;
export type TransactionsCsvQuery = z.input<typeof TransactionsCsvQuerySchema>;

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
  transaction_id: z.uuid().toLowerCase(),
  email: z.string().trim().email('Invalid email format').optional(),
});

export const ContactMessageSchema = z.object({
  vendor_id: z.uuid().toLowerCase(),
  subject: z.string('Title is required').trim().min(1, 'Title is required').max(200),
  message: z.string('Message is required').trim().min(1, 'Message is required').max(5000),
});
