import { z } from 'zod';
import { VendorChargeSchema } from './booth-fees';
import type { CsvColumn } from './csv';
import { dateRangeQuery } from './dates';
import { VENDOR_TYPES } from './enums';
import { labelledEnum } from './labelled-enum';
import { calendarDate, dollarAmount, isCleanText, TEXT_CHARACTERS_MESSAGE } from './limits';
import { dollarsToCents } from './money';
import { searchQuery } from './paging';
import { marketRefFields, vendorRefFields } from './reference-fields';

// Vendor balances and payments (docs/product.md, "Vendor balances and payments"). A vendor's balance at a market is the sum of its
// checkouts' money owed less the payments recorded: positive, the vendor owes the market; negative, the
// market owes the vendor. Payments are never edited: a mistake is undone by a reversing payment.

export const [PAYMENT_DIRECTIONS, PAYMENT_DIRECTION_LABELS] = labelledEnum({
  FROM_VENDOR: 'Vendor paid the market',
  TO_VENDOR: 'Market paid the vendor',
});
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const [PAYMENT_METHODS, PAYMENT_METHOD_LABELS] = labelledEnum({
  CHECK: 'Check',
  CASH: 'Cash',
  BANK_TRANSFER: 'Bank transfer',
  FEE_OFFSET: 'Offset against fees',
  CARD: 'Card',
});
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const [BALANCE_FILTERS, BALANCE_FILTER_LABELS] = labelledEnum({
  all: 'All vendors',
  owes: 'Owes the market',
  owed: 'Is owed',
  settled: 'Settled',
});
export type BalanceFilter = (typeof BALANCE_FILTERS)[number];

/** The largest single payment: a season of a large vendor's fees or reimbursements, with room to spare. */
export const MAX_PAYMENT_DOLLARS = 1_000_000;

export const PAYMENT_MESSAGES = {
  recorded: 'Payment recorded',
  reversed: 'Payment reversed',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be more than $0.00',
  checkNumberRequired: 'Check number is required for a check',
  alreadyReversed: 'This payment was already reversed',
  reversalOfReversal: 'A reversing entry cannot be reversed; record a new payment instead',
  vendorNotAtMarket: 'This vendor does not sell at this market',
  idempotencyMismatch: 'This request key was already used for a different payment.',
  balanceChanged: (now: string) =>
    `The balance changed while you were recording this payment: it is now ${now}. Check the history before recording it.`,
  futureDate: 'Payment date cannot be after today at the market',
} as const;

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
    vendor_id: z.uuid('Vendor ID must be a valid UUID'),
    paid_on: calendarDate('Payment date is required'),
    direction: z.enum(PAYMENT_DIRECTIONS, 'Choose who paid'),
    amount: dollarAmount(MAX_PAYMENT_DOLLARS, PAYMENT_MESSAGES.amountRequired).refine(
      (v) => v > 0,
      PAYMENT_MESSAGES.amountPositive,
    ),
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

// A vendor pays what they owe a market online by card through Stripe Checkout (docs/decisions/035). The payment is
// booked by Stripe's webhook, once per Checkout Session, as a CARD payment from the vendor.

/** Stripe's smallest charge in US dollars: a smaller balance is settled at the market instead. */
export const MIN_CARD_PAYMENT_CENTS = 50;

export const CARD_PAYMENT_MESSAGES = {
  unavailable: 'Card payments are not available: ask the market manager how to pay.',
  nothingOwed: 'You owe this market nothing to pay by card.',
  belowMinimum: 'Card payments start at $0.50: settle a smaller balance with the market manager.',
  badSignature: 'The webhook signature could not be verified.',
  /** The note on the payment the webhook books. */
  note: 'Paid online by card',
} as const;

/** Where Stripe Checkout sends the vendor to pay. */
export const CardPaymentSessionSchema = z.object({ url: z.string() });
export type CardPaymentSession = z.infer<typeof CardPaymentSessionSchema>;

/** The query Stripe Checkout returns the vendor with: `card_payment` says how it ended, `market_id` where. */
export const CARD_PAYMENT_RETURN = { paid: 'paid', cancelled: 'cancelled' } as const;
/** The vendor's page Stripe Checkout returns to: their transactions, where their balances are. */
export const CARD_PAYMENT_RETURN_PATH = '/transactions';

/** How a balance reads to a person: who owes whom. */
export function balanceStatus(balanceCents: number): 'owes' | 'owed' | 'settled' {
  if (balanceCents > 0) return 'owes';
  if (balanceCents < 0) return 'owed';
  return 'settled';
}

const BALANCE_STATUS_TEXT = {
  owes: 'Owes the market',
  owed: 'Market owes vendor',
  settled: 'Settled',
} as const;

export function balanceStatusText(balanceDollars: number): string {
  return BALANCE_STATUS_TEXT[balanceStatus(dollarsToCents(balanceDollars))];
}

// The balances page's CSV: one row per vendor, money as plain numbers (positive: the vendor owes).
export const BALANCE_CSV_COLUMNS: CsvColumn<VendorBalance>[] = [
  { header: 'Vendor', value: (b) => b.vendor_name },
  { header: 'Vendor Type', value: (b) => b.vendor_type },
  { header: 'Checkouts', value: (b) => b.checkouts, kind: 'number' },
  { header: 'Money Owed Total', value: (b) => b.owed_total, kind: 'money' },
  { header: 'Charges Total', value: (b) => b.charged_total, kind: 'money' },
  { header: 'Payments Total', value: (b) => b.paid_total, kind: 'money' },
  { header: 'Balance', value: (b) => b.balance, kind: 'money' },
  { header: 'Status', value: (b) => balanceStatusText(b.balance) },
  { header: 'Last Market Day', value: (b) => b.last_market_date, kind: 'date' },
  { header: 'Last Payment', value: (b) => b.last_paid_on, kind: 'date' },
];
