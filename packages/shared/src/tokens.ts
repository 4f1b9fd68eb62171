import { z } from 'zod';
import { LEDGER_ENTRY_TYPES, TOKEN_PROGRAMS, VENDOR_TYPES } from './enums';
import { calendarDate, dollarAmount, tokenCountSchema } from './limit-schemas';
import { MAX_TOKEN_COUNT, MAX_TOKEN_VALUE_DOLLARS } from './limits';
import { TAKE_TO_MARKET_TOO_FAR_MESSAGE } from './take-to-market';
import { TOKEN_PROGRAM_MESSAGES, TOKEN_PROGRAM_NAME_MAX } from './token-programs';

const HEX = /^#[0-9A-Fa-f]{6}$/;

export const TokenVisualSettingsSchema = z.object({
  iconName: z.string('Icon name is required').min(1, 'Icon name is required'),
  faceColor: z.string().regex(HEX, 'Face color must be a valid hex color'),
  rimColor: z.string().regex(HEX, 'Rim color must be a valid hex color'),
});
export type TokenVisualSettings = z.infer<typeof TokenVisualSettingsSchema>;

const wholeCount = tokenCountSchema;

// A token in the market form: `id` is set for tokens that already exist.
export const TokenInputSchema = z
  .object({
    id: z.uuid().toLowerCase().optional(),
    name: z.string().trim().min(1, 'Must enter a token name!').max(60),
    per_dollar_value: dollarAmount(MAX_TOKEN_VALUE_DOLLARS),
    // Only read when the token is created; later changes go through the ledger.
    count: wholeCount.default(0),
    visual_settings: TokenVisualSettingsSchema.nullable().optional(),
    // The program the token belongs to; program_name is the incentive's name, read only for INCENTIVE
    // (any other program stores null). accepted_by: the vendor types that may take the token at checkout.
    // Left out: a new token is OTHER for every vendor type; an existing token keeps what it has.
    program: z.enum(TOKEN_PROGRAMS).optional(),
    program_name: z
      .string()
      .trim()
      .max(TOKEN_PROGRAM_NAME_MAX, TOKEN_PROGRAM_MESSAGES.programNameTooLong)
      .nullable()
      .optional(),
    accepted_by: z.array(z.enum(VENDOR_TYPES)).min(1, TOKEN_PROGRAM_MESSAGES.acceptedByRequired).optional(),
  })
  .superRefine((token, ctx) => {
    if (token.program === 'INCENTIVE' && !token.program_name) {
      ctx.addIssue({
        code: 'custom',
        message: TOKEN_PROGRAM_MESSAGES.programNameRequired,
        path: ['program_name'],
      });
    }
  });
export type TokenInput = z.input<typeof TokenInputSchema>;

// What the API answers with (docs/api-contracts.md). Stored values are described as they are, without the
// input rules: a value saved under an older rule is still answered, never turned into a 500.
export const StoredTokenVisualSettingsSchema = z.object({
  iconName: z.string(),
  faceColor: z.string(),
  rimColor: z.string(),
});

// A market's token with its current count (in hand); per_dollar_value in dollars.
export const TokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  per_dollar_value: z.number(),
  count: z.number().int(),
  visual_settings: StoredTokenVisualSettingsSchema.nullable(),
  program: z.enum(TOKEN_PROGRAMS),
  program_name: z.string().nullable(),
  accepted_by: z.array(z.enum(VENDOR_TYPES)),
});
export type Token = z.infer<typeof TokenSchema>;

// GET .../tokens/:tokenId/ledger: newest first; balance is the count in hand after the entry.
export const TokenLedgerEntrySchema = z.object({
  id: z.string(),
  token_id: z.string(),
  delta: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  market_id: z.string(),
  market_date: z.string().nullable(),
  created_at: z.string(),
  transaction_id: z.string().nullable(),
  mdr_id: z.string().nullable(),
  prev_entry: z.string().nullable(),
  note: z.string().nullable(),
  balance: z.number().int(),
});
export type TokenLedgerEntry = z.infer<typeof TokenLedgerEntrySchema>;

// POST .../tokens/:tokenId/ledger (201): the token's count in hand after the entry.
export const LedgerEntryResultSchema = z.object({ message: z.string(), count: z.number().int() });
export type LedgerEntryResult = z.infer<typeof LedgerEntryResultSchema>;

// Entries a manager can write by hand; TRANSACTION and day-report entries come from checkouts and reports.
export const MANUAL_LEDGER_TYPES = ['DEPOSIT', 'WITHDRAW_FOR_MARKET', 'MANUAL'] as const;
export const TokenLedgerInputSchema = z
  .object({
    type: z.enum(MANUAL_LEDGER_TYPES),
    // DEPOSIT and WITHDRAW_FOR_MARKET take a positive quantity; MANUAL takes a signed correction.
    quantity: z
      .number()
      .int('Token counts are whole numbers')
      .min(-MAX_TOKEN_COUNT, `Token counts are at most ${MAX_TOKEN_COUNT.toLocaleString('en-US')}`)
      .max(MAX_TOKEN_COUNT, `Token counts are at most ${MAX_TOKEN_COUNT.toLocaleString('en-US')}`),
    market_date: calendarDate().nullable().optional(),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.type === 'MANUAL' && entry.quantity === 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter a correction other than 0', path: ['quantity'] });
    }
    if (entry.type !== 'MANUAL' && entry.quantity <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be positive', path: ['quantity'] });
    }
  });
export type TokenLedgerInput = z.infer<typeof TokenLedgerInputSchema>;

/**
 * True when a hand-entered entry takes tokens to a market day later than `latestDay` (latestDayToTakeTokens: a week
 * after today at the market, docs/product.md §10). The route refuses it, and the form says so as it is typed.
 */
export function isTooFarToTakeTokens(
  entry: Pick<TokenLedgerInput, 'type' | 'market_date'>,
  latestDay: string,
): boolean {
  return entry.type === 'WITHDRAW_FOR_MARKET' && !!entry.market_date && entry.market_date > latestDay;
}

/** The ledger form's schema: the route's, with the market day bounded by `latestDay` (the form knows its today). */
export function tokenLedgerInputSchemaUpTo(latestDay: string) {
  return TokenLedgerInputSchema.superRefine((entry, ctx) => {
    if (isTooFarToTakeTokens(entry, latestDay))
      ctx.addIssue({ code: 'custom', message: TAKE_TO_MARKET_TOO_FAR_MESSAGE, path: ['market_date'] });
  });
}

export function ledgerDelta(entry: Pick<TokenLedgerInput, 'type' | 'quantity'>): number {
  return entry.type === 'WITHDRAW_FOR_MARKET' ? -entry.quantity : entry.quantity;
}
