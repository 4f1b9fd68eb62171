import {
  type AccountEntry,
  type Balances,
  centsToDollars,
  dollarsToCents,
  type Payment,
  type PaymentDirection,
  type PaymentInputParsed,
  type PaymentMethod,
  type TokenProgram,
  tokenProgramLabel,
  type VendorAccount,
  type VendorBalance,
  type VendorCharge,
  type VendorSelfBalance,
} from '@marketday/shared';
import type {
  BalanceRow,
  ChargeRow,
  CheckoutEntryRow,
  MarketRef,
  VendorSelfBalanceRow,
} from './balances.repository';
import type { PaymentRow } from './payments.repository';

// Cents inside, dollars at the edge (docs/api-contracts.md, "Money at the edge"): the one place this module's
// cents become the API's dollars, and the one parser of a payment request's dollars.

/** A payment as the service books it: the request's amounts in cents. */
export type PaymentDraft = {
  vendorId: string;
  paidOn: string;
  direction: PaymentDirection;
  amountCents: number;
  method: PaymentMethod;
  checkNumber: string | null;
  note: string | null;
  expectedBalanceCents: number | undefined;
};

export function toPaymentDraft(input: PaymentInputParsed): PaymentDraft {
  return {
    vendorId: input.vendor_id,
    paidOn: input.paid_on,
    direction: input.direction,
    amountCents: dollarsToCents(input.amount),
    method: input.method,
    checkNumber: input.check_number,
    note: input.note,
    expectedBalanceCents:
      input.expected_balance === undefined ? undefined : dollarsToCents(input.expected_balance),
  };
}

export function toPaymentJson(row: PaymentRow): Payment {
  return {
    id: row.id,
    market_id: row.market_id,
    vendor_id: row.vendor_id,
    paid_on: row.paid_on,
    direction: row.amount_cents > 0 !== (row.reverses_payment_id !== null) ? 'FROM_VENDOR' : 'TO_VENDOR',
    amount: centsToDollars(Math.abs(row.amount_cents)),
    method: row.method,
    check_number: row.check_number,
    note: row.note,
    reverses_payment_id: row.reverses_payment_id,
    reversed_by_payment_id: row.reversed_by_payment_id,
    recorded_by: row.recorded_by,
    created_at: row.created_at,
  };
}

export function toBalanceJson(row: BalanceRow): VendorBalance {
  return {
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    vendor_type: row.vendor_type,
    email: row.email,
    owed_total: centsToDollars(row.owed_cents),
    charged_total: centsToDollars(row.charged_cents),
    paid_total: centsToDollars(row.paid_cents),
    balance: centsToDollars(row.owed_cents + row.charged_cents - row.paid_cents),
    checkouts: row.checkouts,
    last_market_date: row.last_market_date,
    last_paid_on: row.last_paid_on,
  };
}

export type PaymentAnswer = { message: string; data: Payment };

export function toPaymentAnswer(row: PaymentRow, message: string): PaymentAnswer {
  return { message, data: toPaymentJson(row) };
}

export function toBalancesJson({
  market,
  rows,
  owesCents,
  owedCents,
}: {
  market: MarketRef;
  rows: BalanceRow[];
  owesCents: number;
  owedCents: number;
}): Balances {
  return {
    market_id: market.id,
    market_name: market.name,
    balances: rows.map(toBalanceJson),
    totals: {
      vendors_owe: centsToDollars(owesCents),
      market_owes: centsToDollars(owedCents),
      vendors: rows.length,
    },
  };
}

// Who at the market recorded a payment is the market's business, not the vendor's.
export function toVendorSelfBalanceJson(
  row: VendorSelfBalanceRow,
  payments: PaymentRow[],
  charges: ChargeRow[],
  cardPayments: boolean,
): VendorSelfBalance {
  return {
    market_id: row.market_id,
    market_name: row.market_name,
    owed_total: centsToDollars(row.owed_cents),
    charged_total: centsToDollars(row.charged_cents),
    paid_total: centsToDollars(row.paid_cents),
    balance: centsToDollars(row.owed_cents + row.charged_cents - row.paid_cents),
    payments: payments
      .filter((p) => p.market_id === row.market_id)
      .map((p) => ({ ...toPaymentJson(p), recorded_by: null })),
    charges: charges.filter((c) => c.market_id === row.market_id).map(toChargeJson),
    card_payments: cardPayments,
  };
}

export function toChargeJson(row: ChargeRow): VendorCharge {
  return {
    id: row.id,
    market_vendor_id: row.market_vendor_id,
    date: row.date,
    kind: row.kind,
    description: row.description,
    amount: centsToDollars(row.amount_cents),
  };
}

/** Token value per program of one checkout, programs in the order their first token is listed. */
export function tokensByProgram(tokens: CheckoutEntryRow['tokens']) {
  const byLabel = new Map<string, { program: string; label: string; cents: number }>();
  for (const t of tokens) {
    const label = tokenProgramLabel({ program: t.program as TokenProgram, program_name: t.program_name });
    const entry = byLabel.get(label) ?? { program: t.program, label, cents: 0 };
    entry.cents += Number(t.cents);
    byLabel.set(label, entry);
  }
  return [...byLabel.values()];
}

export type AccountEntryCents =
  | { kind: 'CHECKOUT'; date: string; row: CheckoutEntryRow; balanceCents: number }
  | { kind: 'PAYMENT'; date: string; row: PaymentRow; balanceCents: number }
  | { kind: 'CHARGE'; date: string; row: ChargeRow; balanceCents: number };

export function toAccountEntryJson(entry: AccountEntryCents): AccountEntry {
  const { date } = entry;
  // Every entry ends with the running balance after it.
  const balance = centsToDollars(entry.balanceCents);
  if (entry.kind === 'PAYMENT') return { kind: 'PAYMENT', date, payment: toPaymentJson(entry.row), balance };
  if (entry.kind === 'CHARGE') return { kind: 'CHARGE', date, charge: toChargeJson(entry.row), balance };
  const r = entry.row;
  return {
    kind: 'CHECKOUT',
    date,
    transaction_id: r.transaction_id,
    gross: centsToDollars(r.gross_cents),
    market_fee: centsToDollars(r.market_fee_cents),
    gov_fee: centsToDollars(r.gov_fee_cents),
    token_total: centsToDollars(r.token_total_cents),
    tokens_by_program: tokensByProgram(r.tokens).map((p) => ({
      program: p.program,
      label: p.label,
      value: centsToDollars(p.cents),
    })),
    money_owed: centsToDollars(r.money_owed_cents),
    balance,
  };
}

export function toVendorAccountJson(account: {
  market: MarketRef;
  vendor: { id: string; name: string };
  startDate: string | null;
  endDate: string | null;
  openingCents: number;
  entries: AccountEntryCents[];
  closingCents: number;
}): VendorAccount {
  return {
    market_id: account.market.id,
    market_name: account.market.name,
    vendor_id: account.vendor.id,
    vendor_name: account.vendor.name,
    start_date: account.startDate,
    end_date: account.endDate,
    opening_balance: centsToDollars(account.openingCents),
    entries: account.entries.map(toAccountEntryJson),
    closing_balance: centsToDollars(account.closingCents),
  };
}
