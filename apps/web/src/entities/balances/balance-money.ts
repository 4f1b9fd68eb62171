import {
  type AccountEntry,
  type Balances,
  type Cents,
  dollarsAsCents,
  type Payment,
  type PaymentInput,
  type PaymentInputParsed,
  type VendorAccount,
  type VendorBalance,
  type VendorCharge,
  type VendorSelfBalance,
} from '@marketday/shared';

// Issue 29, item 4: a vendor balance's money crosses between dollars and cents here and nowhere else in the web. A
// read decodes the answer's dollars into integer cents; recording a payment encodes the form's cents back into the
// spec's dollars. Positive: the vendor owes the market; negative: the market owes the vendor (docs/decisions/027).

/** A payment, its amount (always positive: the direction says which way) in cents. */
export type PaymentInCents = Omit<Payment, 'amount'> & { amount_cents: Cents };

export function decodePayment({ amount, ...payment }: Payment): PaymentInCents {
  return { ...payment, amount_cents: dollarsAsCents.decode(amount) };
}

/** A charge on a vendor's balance outside a checkout (a booth fee), its amount in cents. */
export type VendorChargeInCents = Omit<VendorCharge, 'amount'> & { amount_cents: Cents };

export function decodeCharge({ amount, ...charge }: VendorCharge): VendorChargeInCents {
  return { ...charge, amount_cents: dollarsAsCents.decode(amount) };
}

/** One vendor's line of a market's balances, in cents. */
export type VendorBalanceInCents = Omit<
  VendorBalance,
  'owed_total' | 'charged_total' | 'paid_total' | 'balance'
> & {
  owed_total_cents: Cents;
  charged_total_cents: Cents;
  paid_total_cents: Cents;
  balance_cents: Cents;
};

/** A market's balances and their totals, in cents. */
export type BalancesInCents = Omit<Balances, 'balances' | 'totals'> & {
  balances: VendorBalanceInCents[];
  totals: { vendors_owe_cents: Cents; market_owes_cents: Cents; vendors: number };
};

export function decodeBalances({ balances, totals, ...rest }: Balances): BalancesInCents {
  return {
    ...rest,
    balances: balances.map(({ owed_total, charged_total, paid_total, balance, ...vendor }) => ({
      ...vendor,
      owed_total_cents: dollarsAsCents.decode(owed_total),
      charged_total_cents: dollarsAsCents.decode(charged_total),
      paid_total_cents: dollarsAsCents.decode(paid_total),
      balance_cents: dollarsAsCents.decode(balance),
    })),
    totals: {
      vendors_owe_cents: dollarsAsCents.decode(totals.vendors_owe),
      market_owes_cents: dollarsAsCents.decode(totals.market_owes),
      vendors: totals.vendors,
    },
  };
}

type CheckoutEntry = Extract<AccountEntry, { kind: 'CHECKOUT' }>;

/** A market day's checkout in a vendor's account, its figures and the balance after it in cents. */
export type CheckoutEntryInCents = Omit<
  CheckoutEntry,
  'gross' | 'market_fee' | 'gov_fee' | 'token_total' | 'tokens_by_program' | 'money_owed' | 'balance'
> & {
  gross_cents: Cents;
  market_fee_cents: Cents;
  gov_fee_cents: Cents;
  token_total_cents: Cents;
  tokens_by_program: { program: string; label: string; value_cents: Cents }[];
  money_owed_cents: Cents;
  balance_cents: Cents;
};

/** A payment in a vendor's account, with the balance after it, in cents. */
export type PaymentEntryInCents = {
  kind: 'PAYMENT';
  date: string;
  payment: PaymentInCents;
  balance_cents: Cents;
};

/** A charge (a booth fee) in a vendor's account, with the balance after it, in cents. */
export type ChargeEntryInCents = {
  kind: 'CHARGE';
  date: string;
  charge: VendorChargeInCents;
  balance_cents: Cents;
};

export type AccountEntryInCents = CheckoutEntryInCents | PaymentEntryInCents | ChargeEntryInCents;

function decodeAccountEntry(entry: AccountEntry): AccountEntryInCents {
  const balance_cents = dollarsAsCents.decode(entry.balance);
  const { kind, date } = entry;
  if (kind === 'CHARGE') return { kind, date, charge: decodeCharge(entry.charge), balance_cents };
  if (kind === 'PAYMENT') return { kind, date, payment: decodePayment(entry.payment), balance_cents };
  const { gross, market_fee, gov_fee, token_total, tokens_by_program, money_owed, balance, ...rest } = entry;
  return {
    ...rest,
    gross_cents: dollarsAsCents.decode(gross),
    market_fee_cents: dollarsAsCents.decode(market_fee),
    gov_fee_cents: dollarsAsCents.decode(gov_fee),
    token_total_cents: dollarsAsCents.decode(token_total),
    tokens_by_program: tokens_by_program.map(({ value, ...program }) => ({
      ...program,
      value_cents: dollarsAsCents.decode(value),
    })),
    money_owed_cents: dollarsAsCents.decode(money_owed),
    balance_cents,
  };
}

/** A vendor's account at a market: every checkout, charge and payment with the running balance, in cents. */
export type VendorAccountInCents = Omit<VendorAccount, 'opening_balance' | 'entries' | 'closing_balance'> & {
  opening_balance_cents: Cents;
  entries: AccountEntryInCents[];
  closing_balance_cents: Cents;
};

export function decodeVendorAccount({
  opening_balance,
  entries,
  closing_balance,
  ...rest
}: VendorAccount): VendorAccountInCents {
  return {
    ...rest,
    opening_balance_cents: dollarsAsCents.decode(opening_balance),
    entries: entries.map(decodeAccountEntry),
    closing_balance_cents: dollarsAsCents.decode(closing_balance),
  };
}

/** The vendor's own balance at one market and the payments recorded there, in cents. */
export type VendorSelfBalanceInCents = Omit<
  VendorSelfBalance,
  'owed_total' | 'charged_total' | 'paid_total' | 'balance' | 'payments' | 'charges'
> & {
  owed_total_cents: Cents;
  charged_total_cents: Cents;
  paid_total_cents: Cents;
  balance_cents: Cents;
  payments: PaymentInCents[];
  charges: VendorChargeInCents[];
};

export function decodeVendorSelfBalance({
  owed_total,
  charged_total,
  paid_total,
  balance,
  payments,
  charges,
  ...rest
}: VendorSelfBalance): VendorSelfBalanceInCents {
  return {
    ...rest,
    owed_total_cents: dollarsAsCents.decode(owed_total),
    charged_total_cents: dollarsAsCents.decode(charged_total),
    paid_total_cents: dollarsAsCents.decode(paid_total),
    balance_cents: dollarsAsCents.decode(balance),
    payments: payments.map(decodePayment),
    charges: charges.map(decodeCharge),
  };
}

/** A payment as the web holds it before it is sent: its amount and the balance it settles in cents. */
export type PaymentDraft = Omit<PaymentInputParsed, 'amount' | 'expected_balance'> & {
  amount_cents: Cents;
  expected_balance_cents?: Cents | undefined;
};

/** The request body recording a payment sends: the amount and the expected balance in the spec's dollars. */
export function encodePaymentDraft({
  amount_cents,
  expected_balance_cents,
  ...draft
}: PaymentDraft): PaymentInput {
  return {
    ...draft,
    amount: dollarsAsCents.encode(amount_cents),
    ...(expected_balance_cents === undefined
      ? {}
      : { expected_balance: dollarsAsCents.encode(expected_balance_cents) }),
  };
}
