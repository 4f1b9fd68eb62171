import type { PlanTier } from '@marketday/shared';
import type { SubscriptionRow } from './billing.repository';

// docs/decisions/001-stack-and-tooling.md: billing sits behind this interface; the local provider is the default and Stripe is used
// when STRIPE_SECRET_KEY is set. Either way our `subscriptions` row is kept in step, because access is
// decided from it on every request.
export type BillingManager = { managerId: string; email: string; name: string };

export type PlanChangeRequest = {
  manager: BillingManager;
  plan: PlanTier;
  // Paid billing starts then; until then the free trial goes on (only while in a trial).
  startAt?: Date | undefined;
};

export type PreviewLine = {
  description: string;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
};

export type PlanChangePreview = {
  kind: 'change' | 'new' | 'trial' | 'resume';
  plan: PlanTier;
  amountDueNowCents: number;
  creditCents: number;
  creditAppliedCents: number;
  creditBalanceAfterCents: number;
  newMonthlyCents: number;
  periodEnd: Date;
  trialEnd: Date | null;
  lines: PreviewLine[];
};

export type SubscriptionState = {
  row: SubscriptionRow;
  // The next bill's amount before credit (the plan's price at the provider).
  nextPriceCents: number;
};

export type RenewalResult = { renewed: number; ended: number; invoiced: number };

export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  getSubscription(manager: BillingManager): Promise<SubscriptionState | null>;
  previewPlanChange(request: PlanChangeRequest): Promise<PlanChangePreview>;
  // Creates a subscription, or changes the plan of the running one (prorated).
  changePlan(request: PlanChangeRequest): Promise<void>;
  // Ends the subscription at the end of the period already paid for.
  cancel(manager: BillingManager): Promise<void>;
  portalUrl(args: { manager: BillingManager; paymentOnly: boolean }): Promise<string>;
  // Rolls every subscription whose period has ended: renew and invoice, or end it.
  renewDue(now: Date): Promise<RenewalResult>;
}
