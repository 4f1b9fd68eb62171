import { z } from 'zod';
import { DATE_ORDER_ISSUE, startNotAfterEnd } from './dates';
import { VENDOR_TYPES } from './enums';
import { calendarDate } from './limits';
import { printDimension } from './managers';

export const TransactionsQuerySchema = z
  .object({
    market_id: z.uuid('Market ID must be a valid UUID').optional(),
    start_date: calendarDate().optional(),
    end_date: calendarDate().optional(),
    vendor_type: z.enum(VENDOR_TYPES).optional(),
    sort_by: z.enum(['market_date']).default('market_date'),
    sort_direction: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

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
