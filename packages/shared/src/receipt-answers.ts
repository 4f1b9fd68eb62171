import { z } from 'zod';
import { AuditEventSchema } from './audit';
import { pageOfSchema } from './paging-schemas';
import { RECEIPT_ANSWER_MESSAGES, RECEIPT_ANSWERS, RECEIPT_NOTE_MAX_LENGTH } from './receipt-answer-terms';
import { marketRefFields, vendorRefFields } from './reference-fields';

// POST /vendors/self/receipts/{transaction_id}/acknowledge. A dispute needs a note; an agreement may carry one.
export const ReceiptAnswerInputSchema = z
  .object({
    agree: z.boolean(),
    note: z.string().trim().max(RECEIPT_NOTE_MAX_LENGTH, RECEIPT_ANSWER_MESSAGES.noteTooLong).nullish(),
    // The version the vendor was shown: an answer to a checkout changed since is refused, never moved onto it.
    version: z.number().int().positive().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.agree && !value.note) {
      ctx.addIssue({ code: 'custom', message: RECEIPT_ANSWER_MESSAGES.noteRequired, path: ['note'] });
    }
  });
export type ReceiptAnswerInput = z.input<typeof ReceiptAnswerInputSchema>;

// One answer as stored: to which version, when, and (for a dispute) whether the market has dealt with it.
export const ReceiptAnswerSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  version: z.number().int(),
  answer: z.enum(RECEIPT_ANSWERS),
  note: z.string().nullable(),
  answered_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ReceiptAnswer = z.infer<typeof ReceiptAnswerSchema>;

// A stored answer (receipt_acknowledgements) as every route answers it: the vendor's side and the history.
export function receiptAnswerOf(row: {
  id: string;
  transactionId: string;
  transactionVersion: number;
  agree: boolean;
  note: string | null;
  answeredAt: Date;
  resolvedAt: Date | null;
}): ReceiptAnswer {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    version: row.transactionVersion,
    answer: row.agree ? 'agreed' : 'disputed',
    note: row.note,
    answered_at: row.answeredAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

// What the vendor's transaction read carries about its receipt: the checkout's current version, the vendor's
// latest answer (to this version or an earlier one), and the market's reason when it adjusted the figures.
export const VendorReceiptStateSchema = z.object({
  version: z.number().int(),
  answer: ReceiptAnswerSchema.nullable(),
  // The vendor answered an earlier version: the market changed the checkout since.
  changed_since_answer: z.boolean(),
  adjust_reason: z.string().nullable(),
});
export type VendorReceiptState = z.infer<typeof VendorReceiptStateSchema>;

export const ReceiptAnswerResultSchema = z.object({ message: z.string(), data: ReceiptAnswerSchema });
export type ReceiptAnswerResult = z.infer<typeof ReceiptAnswerResultSchema>;

// GET /market-managers/receipt-disputes: the open disputes of the caller's markets, newest first.
export const ReceiptDisputesQuerySchema = z.object({ market_id: z.uuid().toLowerCase().optional() });
export type ReceiptDisputesQuery = z.infer<typeof ReceiptDisputesQuerySchema>;

export const ReceiptDisputeSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  ...marketRefFields,
  ...vendorRefFields,
  market_date: z.string(),
  version: z.number().int(),
  // The checkout has been changed since this dispute: a later version waits for the vendor's answer.
  current_version: z.number().int(),
  note: z.string().nullable(),
  answered_at: z.string(),
});
export type ReceiptDispute = z.infer<typeof ReceiptDisputeSchema>;
export const ReceiptDisputesSchema = z.array(ReceiptDisputeSchema);

// A checkout's history (GET /market-managers/transactions/{id}/history): the audit events a page at a time, and
// with every page the vendor's answers to its receipt, oldest first (one per version at most).
export const TransactionHistorySchema = pageOfSchema(AuditEventSchema).extend({
  receipt_answers: z.array(ReceiptAnswerSchema),
});
export type TransactionHistory = z.infer<typeof TransactionHistorySchema>;
