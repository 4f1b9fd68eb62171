import { z } from 'zod';
import { fileSlug } from './csv';
import { DATE_ORDER_ISSUE } from './date-ranges';
import { calendarDate } from './limit-schemas';
import { dateRangeFields } from './reference-fields';
import { withMessage } from './responses';

// Vendor statements (issue 17 item 3; docs/decisions/027, "Statements"): one vendor's account at one market for
// a date range as a PDF, downloaded by the manager or e-mailed to the vendor, one at a time or to every vendor
// of the market in a batch that runs in the background with its progress stored.

/** At most this many vendors named in one batch; a market has hundreds of vendors at most. */
export const MAX_STATEMENT_VENDORS = 1000;

/** Statement batches (single ones included) a market may start in 24 hours. */
export const MAX_STATEMENT_SENDS_PER_DAY = 10;

export const STATEMENT_MESSAGES = {
  tooManySends: `Statements of this market were sent ${MAX_STATEMENT_SENDS_PER_DAY} times in the last 24 hours. Try again tomorrow.`,
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  vendorsRequired: 'Choose at least one vendor',
  tooManyVendors: `Choose at most ${MAX_STATEMENT_VENDORS.toLocaleString('en-US')} vendors`,
  vendorsNotAtMarket: 'Some of these vendors do not sell at this market',
  alreadySending: 'Statements for this market are still being sent. Wait until they are done.',
  noEmail: 'No e-mail address on file',
  pdfFailed: 'The statement PDF could not be made',
  mailFailed: 'The e-mail could not be sent',
  interrupted: 'Sending stopped before this statement went out; send it again',
  started: (total: number) =>
    total === 1 ? 'Sending the statement' : `Sending statements to ${total.toLocaleString('en-US')} vendors`,
} as const;

const statementRange = {
  start_date: calendarDate(STATEMENT_MESSAGES.startRequired),
  end_date: calendarDate(STATEMENT_MESSAGES.endRequired),
};

// Both dates are required: a statement is always for a stated period.
export const StatementQuerySchema = z
  .object(statementRange)
  .refine((q) => q.start_date <= q.end_date, DATE_ORDER_ISSUE);
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

export const StatementSendInputSchema = z
  .object({
    ...statementRange,
    // Absent: every vendor of the market ("send to all").
    vendor_ids: z
      .array(z.uuid('Vendor ID must be a valid UUID').toLowerCase(), 'Vendor IDs must be a list')
      .min(1, STATEMENT_MESSAGES.vendorsRequired)
      .max(MAX_STATEMENT_VENDORS, STATEMENT_MESSAGES.tooManyVendors)
      .optional(),
  })
  .refine((q) => q.start_date <= q.end_date, DATE_ORDER_ISSUE);
export type StatementSendInput = z.input<typeof StatementSendInputSchema>;
export type StatementSendInputParsed = z.output<typeof StatementSendInputSchema>;

export const StatementSendStartedSchema = withMessage(
  z.object({
    id: z.string(),
    /** Vendors in the batch, those to be skipped (no address) included. */
    total: z.number().int(),
    /** Known at once: vendors with no e-mail address. */
    skipped: z.number().int(),
  }),
);
export type StatementSendStarted = z.infer<typeof StatementSendStartedSchema>;

export const StatementSendProgressSchema = z.object({
  id: z.string(),
  market_id: z.string(),
  ...dateRangeFields,
  total: z.number().int(),
  sent: z.number().int(),
  /** Vendors with no e-mail address: nothing was sent to them. */
  skipped: z.number().int(),
  failed: z.number().int(),
  /** No statement of the batch is waiting any more. */
  done: z.boolean(),
  /** Statements not sent, in the batch's order; vendor_id is null for a vendor removed since. */
  failures: z.array(
    z.object({ vendor_id: z.string().nullable(), vendor_name: z.string(), reason: z.string() }),
  ),
});
export type StatementSendProgress = z.infer<typeof StatementSendProgressSchema>;

/** `statement-<vendor-slug>-<start>-to-<end>.pdf` */
export function statementFilename({
  vendorName,
  startDate,
  endDate,
}: {
  vendorName: string;
  startDate: string;
  endDate: string;
}): string {
  return `statement-${fileSlug(vendorName)}-${startDate}-to-${endDate}.pdf`;
}
