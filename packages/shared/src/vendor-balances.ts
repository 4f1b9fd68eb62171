import { z } from 'zod';
import { VendorChargeSchema } from './booth-fees';
import { dateRangeQuery } from './dates';
import { VENDOR_TYPES } from './enums';
import { calendarDate, dollarAmount, whenValid } from './limit-schemas';
import { isCleanText, TEXT_CHARACTERS_MESSAGE } from './limits';
import { searchQuery } from './paging-schemas';
import { marketRefFields, vendorRefFields } from './reference-fields';
import {
  BALANCE_FILTERS,
  MAX_PAYMENT_DOLLARS,
  PAYMENT_DIRECTIONS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
} from './vendor-balance-terms';

// Vendor balances and payments (docs/product.md, "Vendor balances and payments"). A vendor's balance at a market is the sum of its
// checkouts' money owed less the payments recorded: positive, the vendor owes the market; negative, the
// market owes the vendor. Payments are never edited: a mistake is undone by a reversing payment.

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(isCleanText, TEXT_CHARACTERS_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

export const PaymentInputSchema = z
  .object({
    vendor_id: z.uuid('Vendor ID must be a valid UUID').toLowerCase(),
    paid_on: calendarDate('Payment date is required'),
    direction: z.enum(PAYMENT_DIRECTIONS, 'Choose who paid'),
    amount: dollarAmount(
      MAX_PAYMENT_DOLLARS,
      PAYMENT_MESSAGES.amountPositive,
      PAYMENT_MESSAGES.amountRequired,
    ).refine((v) => v > 0, { message: PAYMENT_MESSAGES.amountPositive, ...whenValid }),
    method: z.enum(PAYMENT_METHODS, 'Choose how it was paid'),
    check_number: optionalText(40, 'Check number must be at most 40 characters'),
    note: optionalText(500, 'Note must be at most 500 characters'),
    /**
     * The balance the form was opened with: when given, the payment is refused (409) if the balance moved since,
     * so a second device or a repeated tap cannot pay the same balance twice.
     */
    expected_balance: z.number().optional(),
  })
  .refine((p) => p.method !== 'CHECK' || !!p.check_number, {
    message: PAYMENT_MESSAGES.checkNumberRequired,
    path: ['check_number'],
  });
export type PaymentInput = z.input<typeof PaymentInputSchema>;
export type PaymentInputParsed = z.output<typeof PaymentInputSchema>;

export const ReversePaymentInputSchema = z.object({
  note: optionalText(500, 'Note must be at most 500 characters'),
});

export const PaymentSchema = z.object({
  id: z.string(),
  market_id: z.string(),
  vendor_id: z.string(),
  paid_on: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  /** Always positive: the direction says which way the money went. */
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  check_number: z.string().nullable(),
  note: z.string().nullable(),
  /** Set on a reversing entry: the payment it undoes. */
  reverses_payment_id: z.string().nullable(),
  /** Set on a payment that was undone: its reversing entry. */
  reversed_by_payment_id: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

// A vendor's balance at one market and the sums it is made of (balance = owed_total + charged_total − paid_total).
const balanceFigures = {
  /** Σ money owed of the vendor's checkouts at the market. */
  owed_total: z.number(),
  /** Σ charges outside checkouts (booth fees, docs/season.md "Booth fees"). */
  charged_total: z.number(),
  /** Σ payments: vendor-to-market positive, market-to-vendor negative. */
  paid_total: z.number(),
  balance: z.number(),
};

export const VendorBalanceSchema = z.object({
  ...vendorRefFields,
  vendor_type: z.enum(VENDOR_TYPES),
  /** Where a statement goes: the vendor's receipt e-mail, else their account's; null without either. */
  email: z.string().nullable(),
  ...balanceFigures,
  checkouts: z.number().int(),
  last_market_date: z.string().nullable(),
  last_paid_on: z.string().nullable(),
});
export type VendorBalance = z.infer<typeof VendorBalanceSchema>;

export const BalancesQuerySchema = z.object({
  filter: z.enum(BALANCE_FILTERS, 'Filter must be all, owes, owed or settled').default('all'),
  search: searchQuery(100),
});

export const BalancesSchema = z.object({
  ...marketRefFields,
  balances: z.array(VendorBalanceSchema),
  totals: z.object({
    /** What the vendors that owe owe the market together. */
    vendors_owe: z.number(),
    /** What the market owes the vendors it owes, as a positive amount. */
    market_owes: z.number(),
    vendors: z.number().int(),
  }),
});
export type Balances = z.infer<typeof BalancesSchema>;

// One vendor's account at one market: every checkout and payment in order with the running balance.
export const AccountEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('CHECKOUT'),
    date: z.string(),
    transaction_id: z.string(),
    gross: z.number(),
    market_fee: z.number(),
    gov_fee: z.number(),
    token_total: z.number(),
    tokens_by_program: z.array(z.object({ program: z.string(), label: z.string(), value: z.number() })),
    money_owed: z.number(),
    balance: z.number(),
  }),
  z.object({ kind: z.literal('PAYMENT'), date: z.string(), payment: PaymentSchema, balance: z.number() }),
  /** A booth fee charged to the vendor: adds its amount to the balance. */
  z.object({ kind: z.literal('CHARGE'), date: z.string(), charge: VendorChargeSchema, balance: z.number() }),
]);
export type AccountEntry = z.infer<typeof AccountEntrySchema>;

export const VendorAccountQuerySchema = dateRangeQuery({
  start_date: calendarDate('Start date is required').optional(),
  end_date: calendarDate('End date is required').optional(),
});

export const VendorAccountSchema = z.object({
  ...marketRefFields,
  ...vendorRefFields,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The balance before the first entry shown (0 without a start date). */
  opening_balance: z.number(),
  entries: z.array(AccountEntrySchema),
  closing_balance: z.number(),
});
export type VendorAccount = z.infer<typeof VendorAccountSchema>;

// The vendor's own side: their balance at each market they sell at, with the payments recorded there.
export const VendorSelfBalanceSchema = z.object({
  ...marketRefFields,
  ...balanceFigures,
  payments: z.array(PaymentSchema),
  /** The booth fees charged to the vendor there, oldest first. */
  charges: z.array(VendorChargeSchema),
  /** Whether the vendor may pay what they owe here online by card (Stripe Checkout is configured). */
  card_payments: z.boolean(),
});
export type VendorSelfBalance = z.infer<typeof VendorSelfBalanceSchema>;

// The card payment (docs/decisions/035); its limits and words are in ./vendor-balance-terms.ts.
/** Where Stripe Checkout sends the vendor to pay. */
export const CardPaymentSessionSchema = z.object({ url: z.string() });
export type CardPaymentSession = z.infer<typeof CardPaymentSessionSchema>;
