import {
  type BillingInvoice,
  type BillingPlan,
  type Cents,
  dollarsAsCents,
  type ProrationPreview,
  type Subscription,
  type SubscriptionDetails,
  type SubscriptionResult,
} from '@marketday/shared';

// Issue 29, item 4: the subscription's money crosses from the spec's dollars into integer cents here and nowhere
// else in the web. Every read (the plan, its prices, a proration preview, the bills) answers in cents; nothing the
// web sends about a subscription carries money.

/** A plan of the catalogue, its monthly price in cents. */
export type BillingPlanInCents = Omit<BillingPlan, 'amount'> & { amount_cents: Cents };

/** The account's subscription, the next bill and the credit balance in cents. */
export type SubscriptionInCents = Omit<
  Subscription,
  'amount_due_next_billing' | 'customer_credit_balance'
> & {
  amount_due_next_billing_cents: Cents;
  customer_credit_balance_cents: Cents;
};

/** The subscription (null: none) and the plans that may be chosen, in cents. */
export type SubscriptionDetailsInCents = {
  subscription: SubscriptionInCents | null;
  plans: BillingPlanInCents[];
};

/** The answer to choosing or cancelling a plan, in cents. */
export type SubscriptionResultInCents = { message: string; data: SubscriptionDetailsInCents };

export function decodeBillingPlan({ amount, ...plan }: BillingPlan): BillingPlanInCents {
  return { ...plan, amount_cents: dollarsAsCents.decode(amount) };
}

export function decodeSubscription({
  amount_due_next_billing,
  customer_credit_balance,
  ...subscription
}: Subscription): SubscriptionInCents {
  return {
    ...subscription,
    amount_due_next_billing_cents: dollarsAsCents.decode(amount_due_next_billing),
    customer_credit_balance_cents: dollarsAsCents.decode(customer_credit_balance),
  };
}

export function decodeSubscriptionDetails({
  subscription,
  plans,
}: SubscriptionDetails): SubscriptionDetailsInCents {
  return {
    subscription: subscription === null ? null : decodeSubscription(subscription),
    plans: plans.map(decodeBillingPlan),
  };
}

export function decodeSubscriptionResult({ message, data }: SubscriptionResult): SubscriptionResultInCents {
  return { message, data: decodeSubscriptionDetails(data) };
}

type ProrationLine = ProrationPreview['lines'][number];

/** What choosing a plan costs today and after, in cents. */
export type ProrationPreviewInCents = Omit<
  ProrationPreview,
  'amount_due_now' | 'credit' | 'credit_applied' | 'customer_credit_balance' | 'new_monthly_price' | 'lines'
> & {
  amount_due_now_cents: Cents;
  credit_cents: Cents;
  credit_applied_cents: Cents;
  customer_credit_balance_cents: Cents;
  new_monthly_price_cents: Cents;
  lines: (Omit<ProrationLine, 'amount'> & { amount_cents: Cents })[];
};

export function decodeProrationPreview({
  amount_due_now,
  credit,
  credit_applied,
  customer_credit_balance,
  new_monthly_price,
  lines,
  ...preview
}: ProrationPreview): ProrationPreviewInCents {
  return {
    ...preview,
    amount_due_now_cents: dollarsAsCents.decode(amount_due_now),
    credit_cents: dollarsAsCents.decode(credit),
    credit_applied_cents: dollarsAsCents.decode(credit_applied),
    customer_credit_balance_cents: dollarsAsCents.decode(customer_credit_balance),
    new_monthly_price_cents: dollarsAsCents.decode(new_monthly_price),
    lines: lines.map(({ amount, ...line }) => ({ ...line, amount_cents: dollarsAsCents.decode(amount) })),
  };
}

/** A bill the billing provider wrote, its amount in cents. */
export type BillingInvoiceInCents = Omit<BillingInvoice, 'amount'> & { amount_cents: Cents };

export function decodeBillingInvoice({ amount, ...invoice }: BillingInvoice): BillingInvoiceInCents {
  return { ...invoice, amount_cents: dollarsAsCents.decode(amount) };
}
