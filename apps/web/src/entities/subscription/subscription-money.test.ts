import type { BillingInvoice, BillingPlan, ProrationPreview, Subscription } from '@marketday/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { cancelSubscription } from './cancel-subscription';
import { getProrationPreview } from './get-proration-preview';
import { getSubscription } from './get-subscription';
import { listInvoices } from './list-invoices';
import {
  decodeBillingInvoice,
  decodeProrationPreview,
  decodeSubscriptionDetails,
} from './subscription-money';

// The wire's answers, in the spec's dollars: as much of each as the decoding reads.
const PLAN = { plan: 'year_round_md', name: 'Year-round Medium', amount: 49 } as BillingPlan;

const SUBSCRIPTION = {
  plan_name: 'Year-round Medium',
  status: 'active',
  amount_due_next_billing: 48.99,
  customer_credit_balance: 0.07,
} as Subscription;

const PREVIEW = {
  kind: 'change',
  amount_due_now: 13.33,
  credit: 19.33,
  credit_applied: 1.1,
  customer_credit_balance: 0.2,
  new_monthly_price: 49,
  lines: [{ description: 'Unused time', amount: -19.33, period_start: '', period_end: '' }],
} as ProrationPreview;

const INVOICE = { id: 'in_1', description: 'Year-round Medium, April', amount: 32.67 } as BillingInvoice;

// The plan as the web reads it: its price in cents, no dollars left.
const { amount: _dollars, ...PLAN_FACTS } = PLAN;
const PLAN_IN_CENTS = { ...PLAN_FACTS, amount_cents: 4900 };

describe('subscription money at the edge', () => {
  it('reads the subscription and the plans as cents, and keeps no subscription at null', () => {
    const details = decodeSubscriptionDetails({ subscription: SUBSCRIPTION, plans: [PLAN] });
    expect(details.subscription).toMatchObject({
      plan_name: 'Year-round Medium',
      amount_due_next_billing_cents: 4899,
      customer_credit_balance_cents: 7,
    });
    expect(details.subscription).not.toHaveProperty('amount_due_next_billing');
    expect(details.plans).toEqual([PLAN_IN_CENTS]);
    expect(decodeSubscriptionDetails({ subscription: null, plans: [] })).toEqual({
      subscription: null,
      plans: [],
    });
  });

  it('reads a proration preview and its lines as cents', () => {
    const preview = decodeProrationPreview(PREVIEW);
    expect(preview).toMatchObject({
      kind: 'change',
      amount_due_now_cents: 1333,
      credit_cents: 1933,
      credit_applied_cents: 110,
      customer_credit_balance_cents: 20,
      new_monthly_price_cents: 4900,
    });
    expect(preview.lines).toEqual([
      { description: 'Unused time', amount_cents: -1933, period_start: '', period_end: '' },
    ]);
  });

  it('reads a bill as cents', () => {
    expect(decodeBillingInvoice(INVOICE)).toMatchObject({ id: 'in_1', amount_cents: 3267 });
  });

  it('the reads and the plan writes answer in cents', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/market-managers/account/subscription') {
        return { data: { subscription: SUBSCRIPTION, plans: [PLAN] } };
      }
      if (url === '/market-managers/account/subscription/cancel') {
        return {
          data: {
            message: 'Subscription cancelled successfully.',
            data: { subscription: null, plans: [PLAN] },
          },
        };
      }
      if (url === '/users/subscription_proration_preview') return { data: PREVIEW };
      return { data: [INVOICE] };
    });
    expect((await getSubscription()).subscription?.amount_due_next_billing_cents).toBe(4899);
    expect((await getProrationPreview('year_round_md', null)).amount_due_now_cents).toBe(1333);
    expect((await listInvoices())[0]?.amount_cents).toBe(3267);
    expect(await cancelSubscription()).toEqual({
      message: 'Subscription cancelled successfully.',
      data: { subscription: null, plans: [PLAN_IN_CENTS] },
    });
  });
});
