import type { CsvColumn } from './csv';
import { labelledEnum } from './labelled-enum';
import { dollarsToCents } from './money';
import type { VendorBalance } from './vendor-balances';

// The words, limits and rules of vendor balances and payments (docs/product.md, "Vendor balances and payments"),
// apart from ./vendor-balances.ts's schemas so a page that shows a balance does not load zod
// (docs/decisions/038-page-weight-and-first-screen.md).

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
