import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { calendarDate, dollarAmount } from './limit-schemas';
import { isCleanText, MAX_REPORT_AMOUNT_DOLLARS, MAX_TOKEN_COUNT, TEXT_CHARACTERS_MESSAGE } from './limits';
import type { Cents } from './money';

// The token float (issue 34, docs/product.md §20): the tokens the info booth handed to shoppers and took back,
// against which the checkouts' redeemed tokens are counted. Outstanding = issued − redeemed − refunded.

// What an entry is: tokens handed out, or unused tokens taken back (a SNAP refund to the card, a card refund, cash).
export const [TOKEN_FLOAT_KINDS, TOKEN_FLOAT_KIND_LABELS] = labelledEnum({
  ISSUE: 'Issued',
  REFUND: 'Refunded',
});
export type TokenFloatKind = (typeof TOKEN_FLOAT_KINDS)[number];

// How the shopper paid (or was paid back): the two terminals are reconciled against their batch totals.
export const [TOKEN_FLOAT_METHODS, TOKEN_FLOAT_METHOD_LABELS] = labelledEnum({
  EBT: 'SNAP (EBT terminal)',
  CARD: 'Credit/debit card',
  MATCH: 'Incentive match',
  CASH: 'Cash',
  OTHER: 'Other',
});
export type TokenFloatMethod = (typeof TOKEN_FLOAT_METHODS)[number];

// The terminals whose day's batch total the booth's entries are reconciled against.
export const [TERMINALS, TERMINAL_LABELS] = labelledEnum({
  EBT: 'EBT terminal',
  CARD: 'Card terminal',
});
export type Terminal = (typeof TERMINALS)[number];

export const TOKEN_FLOAT_MESSAGES = {
  countPositive: 'Enter at least 1 token',
  shoppersPositive: 'Enter at least 1 shopper',
  tokenNotInMarket: 'This token is not one of this market’s tokens.',
  refundTooLarge: 'More tokens would be refunded than the shoppers hold.',
  entryNotFound: 'This token float entry was not found.',
  removalTooLarge: 'Removing this entry would leave more tokens refunded than issued.',
  recorded: 'Token float entry recorded',
  removed: 'Token float entry removed',
  batchesSaved: 'Terminal batch totals saved',
  tokenRequired: 'Choose a token',
  kindRequired: 'Choose whether tokens were issued or refunded',
  methodRequired: 'Choose how the shopper paid',
  noteTooLong: 'Note must be at most 500 characters',
  entryIdInvalid: 'Entry ID must be a valid UUID',
  idempotencyMismatch: 'This request key was already used for a different token float entry.',
} as const;

const count = z
  .number('Enter at least 1 token')
  .int('Token counts are whole numbers')
  .min(1, TOKEN_FLOAT_MESSAGES.countPositive)
  .max(MAX_TOKEN_COUNT, `Token counts are at most ${MAX_TOKEN_COUNT.toLocaleString('en-US')}`);

// POST /market-managers/markets/:id/token-float/entries. `amount` is what the terminal or the till took (or gave
// back) in dollars; left out, it is count × the token's value. `shoppers` is how many shopper transactions the
// entry stands for (1 for one shopper, more for a batch).
export const TokenFloatEntryInputSchema = z.object({
  token_id: z.uuid(TOKEN_FLOAT_MESSAGES.tokenRequired).toLowerCase(),
  date: calendarDate('Date is required'),
  kind: z.enum(TOKEN_FLOAT_KINDS, TOKEN_FLOAT_MESSAGES.kindRequired),
  method: z.enum(TOKEN_FLOAT_METHODS, TOKEN_FLOAT_MESSAGES.methodRequired),
  count,
  amount: dollarAmount(MAX_REPORT_AMOUNT_DOLLARS).nullable().optional(),
  shoppers: z
    .number(TOKEN_FLOAT_MESSAGES.shoppersPositive)
    .int(TOKEN_FLOAT_MESSAGES.shoppersPositive)
    .min(1, TOKEN_FLOAT_MESSAGES.shoppersPositive)
    .max(MAX_TOKEN_COUNT, `Shoppers are at most ${MAX_TOKEN_COUNT.toLocaleString('en-US')}`)
    .default(1),
  note: z
    .string()
    .trim()
    .max(500, TOKEN_FLOAT_MESSAGES.noteTooLong)
    .refine(isCleanText, TEXT_CHARACTERS_MESSAGE)
    .nullable()
    .optional(),
});
export type TokenFloatEntryInput = z.input<typeof TokenFloatEntryInputSchema>;

// PUT /market-managers/markets/:id/token-float/batches/:date — the terminals' batch totals of the day, in dollars;
// null clears one.
export const TerminalBatchesInputSchema = z.object({
  ebt: dollarAmount(MAX_REPORT_AMOUNT_DOLLARS).nullable(),
  card: dollarAmount(MAX_REPORT_AMOUNT_DOLLARS).nullable(),
});
export type TerminalBatchesInput = z.input<typeof TerminalBatchesInputSchema>;

export const TokenFloatQuerySchema = z.object({ as_of: calendarDate().optional() });
export const TokenFloatDayQuerySchema = z.object({ date: calendarDate('Date is required') });

// ---- As the server keeps them (cents) ----

export type TokenFloatEntryRecord = {
  id: string;
  tokenId: string;
  tokenName: string;
  marketDate: string;
  kind: TokenFloatKind;
  method: TokenFloatMethod;
  count: number;
  amountCents: Cents;
  shoppers: number;
  note: string | null;
  createdAt: Date;
  createdByName: string | null;
};

export type TokenFloatLineRecord = {
  tokenId: string;
  name: string;
  program: string;
  valueCents: Cents;
  retired: boolean;
  issued: number;
  redeemed: number;
  refunded: number;
  outstanding: number;
  outstandingValueCents: Cents;
};

// ---- The API's shape (dollars, snake_case) ----

// GET /market-managers/markets/:id/token-float?as_of=YYYY-MM-DD (as_of defaults to the market's today).
export const TokenFloatLineSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  program: z.string(),
  value: z.number(),
  retired: z.boolean(),
  issued: z.number().int(),
  redeemed: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  outstanding_value: z.number(),
});
export type TokenFloatLine = z.infer<typeof TokenFloatLineSchema>;

export const TokenFloatSchema = z.object({
  market_id: z.string(),
  as_of: z.string(),
  tokens: z.array(TokenFloatLineSchema),
  outstanding_value: z.number(),
});
export type TokenFloat = z.infer<typeof TokenFloatSchema>;

export const TokenFloatEntrySchema = z.object({
  id: z.string(),
  token_id: z.string(),
  token_name: z.string(),
  date: z.string(),
  kind: z.enum(TOKEN_FLOAT_KINDS),
  method: z.enum(TOKEN_FLOAT_METHODS),
  count: z.number().int(),
  amount: z.number(),
  shoppers: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type TokenFloatEntry = z.infer<typeof TokenFloatEntrySchema>;

// One terminal's day: its batch total as entered, what the booth's entries add up to, and the difference
// (batch − entries; null until a batch total is entered). A difference other than 0 is the day's variance.
export const TerminalDaySchema = z.object({
  terminal: z.enum(TERMINALS),
  batch_total: z.number().nullable(),
  entries_total: z.number(),
  variance: z.number().nullable(),
});
export type TerminalDay = z.infer<typeof TerminalDaySchema>;

// GET /market-managers/markets/:id/token-float/days/:date — the info booth's day.
export const TokenFloatDaySchema = z.object({
  market_id: z.string(),
  date: z.string(),
  entries: z.array(TokenFloatEntrySchema),
  terminals: z.array(TerminalDaySchema),
  issued: z.array(z.object({ token_id: z.string(), name: z.string(), count: z.number().int() })),
  refunded: z.array(z.object({ token_id: z.string(), name: z.string(), count: z.number().int() })),
});
export type TokenFloatDay = z.infer<typeof TokenFloatDaySchema>;
