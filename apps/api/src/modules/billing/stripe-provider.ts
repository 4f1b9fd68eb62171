import { effectiveStatus, type PlanTier, SUBSCRIPTION_MESSAGES } from '@marketday/shared';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-errors';
import {
  dueSubscriptions,
  findSubscription,
  type SubscriptionRow,
  updateSubscription,
  upsertSubscription,
} from './billing.repository';
import type { BillingManager, BillingProvider, PlanChangeRequest } from './billing-provider';
import { checkStartAt } from './local-quote';
import { RUNNING_STATUSES, renewLocalSubscriptions } from './local-renewal';
import { createStripeClient, guard } from './stripe-client';
import {
  customerId,
  fromUnix,
  planOfSubscription,
  previewFromInvoice,
  rowFromSubscription,
  toUnix,
} from './stripe-sync';

export function createStripeProvider({
  db,
  config,
  now,
  stripe = createStripeClient(config),
}: {
  db: Database;
  config: Config;
  now: () => Date;
  stripe?: Stripe;
}): BillingProvider {
  const planByPrice = new Map(
    Object.entries(config.stripePrices).map(([plan, price]) => [price, plan as PlanTier]),
  );

  async function priceFor(plan: PlanTier): Promise<Stripe.Price> {
    const configured = config.stripePrices[plan];
    if (configured) return stripe.prices.retrieve(configured);
    const { data } = await stripe.prices.list({ lookup_keys: [plan], active: true, limit: 1 });
    if (!data[0]) throw new HttpError(502, `No Stripe price is set up for the ${plan} plan.`);
    return data[0];
  }

  async function sync(
    managerId: string,
    subscription: Stripe.Subscription,
    previous: SubscriptionRow | null,
  ) {
    const plan = planOfSubscription(subscription, planByPrice, previous?.plan ?? 'year_round_sm');
    await upsertSubscription(
      db,
      managerId,
      rowFromSubscription(subscription, plan, previous?.creditCents ?? 0),
      now(),
    );
    return subscription;
  }

  // `running`: our row is a Stripe subscription that still runs (a trial of ours never sent to Stripe is not).
  async function load(managerId: string) {
    const time = now();
    const row = await findSubscription(db, managerId);
    const ref = row?.provider === 'stripe' ? row.providerRef : null;
    const running = row && ref && RUNNING_STATUSES.includes(effectiveStatus(row, time)) ? { row, ref } : null;
    return { time, row, running };
  }

  // Same plan again: undo a pending cancellation, or there is nothing to change.
  function isResume(row: SubscriptionRow, plan: PlanTier) {
    if (row.plan !== plan) return false;
    if (!row.cancelAtPeriodEnd) throw conflict(SUBSCRIPTION_MESSAGES.samePlan);
    return true;
  }

  function startAtFor(row: SubscriptionRow | null, startAt: Date | undefined, time: Date) {
    if (!startAt) return undefined;
    const status = row ? effectiveStatus(row, time) : null;
    checkStartAt({ startAt, trialEnd: status === 'trialing' ? (row?.trialEnd ?? null) : null, now: time });
    return startAt;
  }

  const stripeCustomer = (row: SubscriptionRow | null) =>
    row?.customerRef?.startsWith('cus_') ? row.customerRef : undefined;

  return {
    name: 'stripe',

    getSubscription: (manager) =>
      guard(async () => {
        const row = await findSubscription(db, manager.managerId);
        if (!row) return null;
        if (row.provider !== 'stripe' || !row.providerRef) {
          const price = await priceFor(row.plan);
          return { row, nextPriceCents: price.unit_amount ?? 0 };
        }
        const subscription = await stripe.subscriptions.retrieve(row.providerRef, { expand: ['customer'] });
        await sync(manager.managerId, subscription, row);
        const synced = await findSubscription(db, manager.managerId);
        const unitAmount = subscription.items.data[0]?.price.unit_amount ?? 0;
        return synced ? { row: synced, nextPriceCents: unitAmount } : null;
      }),

    previewPlanChange: ({ manager, plan, startAt }: PlanChangeRequest) =>
      guard(async () => {
        const { time, row, running } = await load(manager.managerId);
        const trialEnd = startAtFor(row, startAt, time) ?? null;
        const price = await priceFor(plan);
        const newMonthlyCents = price.unit_amount ?? 0;
        if (running) {
          const kind = isResume(running.row, plan) ? 'resume' : 'change';
          const subscription = await stripe.subscriptions.retrieve(running.ref);
          const item = subscription.items.data[0];
          const invoice = await stripe.invoices.createPreview({
            customer: customerId(subscription),
            subscription: subscription.id,
            subscription_details: {
              items: [{ id: item?.id, price: price.id }],
              proration_behavior: 'always_invoice',
              proration_date: toUnix(time),
              ...(trialEnd ? { trial_end: toUnix(trialEnd) } : {}),
            },
          });
          return previewFromInvoice({
            invoice,
            kind,
            plan,
            newMonthlyCents,
            periodEnd: trialEnd ?? running.row.currentPeriodEnd,
            trialEnd,
          });
        }
        const invoice = await stripe.invoices.createPreview({
          customer: stripeCustomer(row),
          subscription_details: {
            items: [{ price: price.id }],
            ...(trialEnd ? { trial_end: toUnix(trialEnd) } : {}),
          },
        });
        const firstLine = invoice.lines.data[0];
        const periodEnd = trialEnd ?? (firstLine ? fromUnix(firstLine.period.end) : time);
        return previewFromInvoice({
          invoice,
          kind: trialEnd ? 'trial' : 'new',
          plan,
          newMonthlyCents,
          periodEnd,
          trialEnd,
        });
      }),

    changePlan: ({ manager, plan, startAt }: PlanChangeRequest) =>
      guard(async () => {
        const { time, row, running } = await load(manager.managerId);
        const trialEnd = startAtFor(row, startAt, time);
        const price = await priceFor(plan);
        const metadata = { manager_id: manager.managerId, plan };
        if (running) {
          const resume = isResume(running.row, plan);
          const current = await stripe.subscriptions.retrieve(running.ref);
          const updated = await stripe.subscriptions.update(current.id, {
            cancel_at_period_end: false,
            metadata,
            expand: ['customer'],
            ...(resume
              ? {}
              : {
                  items: [{ id: current.items.data[0]?.id, price: price.id }],
                  proration_behavior: 'always_invoice',
                  proration_date: toUnix(time),
                }),
            ...(trialEnd ? { trial_end: toUnix(trialEnd) } : {}),
          });
          await sync(manager.managerId, updated, row);
          return;
        }
        // A double click sends the same keys, so Stripe answers the second request with the first one's objects.
        const attempt = `${manager.managerId}-${plan}-${row?.updatedAt.getTime() ?? 0}`;
        const customer = stripeCustomer(row) ?? (await createCustomer(manager, attempt)).id;
        const created = await stripe.subscriptions.create(
          {
            customer,
            items: [{ price: price.id }],
            metadata,
            expand: ['customer'],
            ...(trialEnd ? { trial_end: toUnix(trialEnd) } : {}),
          },
          { idempotencyKey: `subscription-${attempt}` },
        );
        await sync(manager.managerId, created, row);
      }),

    cancel: (manager) =>
      guard(async () => {
        const { time, row, running } = await load(manager.managerId);
        if (!running) {
          // A trial that never reached Stripe ends on its own date.
          if (row && row.provider !== 'stripe' && RUNNING_STATUSES.includes(effectiveStatus(row, time))) {
            await updateSubscription(
              db,
              manager.managerId,
              { cancelAtPeriodEnd: true, canceledAt: time },
              time,
            );
            return;
          }
          throw conflict(SUBSCRIPTION_MESSAGES.nothingToCancel);
        }
        if (running.row.cancelAtPeriodEnd) return;
        const updated = await stripe.subscriptions.update(running.ref, {
          cancel_at_period_end: true,
          expand: ['customer'],
        });
        await sync(manager.managerId, updated, row);
      }),

    portalUrl: ({ manager, paymentOnly }) =>
      guard(async () => {
        const customer = stripeCustomer(await findSubscription(db, manager.managerId));
        if (!customer) throw conflict(SUBSCRIPTION_MESSAGES.noBillingAccount);
        const session = await stripe.billingPortal.sessions.create({
          customer,
          return_url: `${config.appUrl}/account`,
          ...(paymentOnly ? { flow_data: { type: 'payment_method_update' } } : {}),
        });
        return session.url;
      }),

    // Stripe renews and bills by itself; at a period end we read back what it did. Trials that never
    // reached Stripe are ours to end.
    async renewDue(time) {
      const result = await renewLocalSubscriptions({ db, now: time });
      const due = await dueSubscriptions(db, { provider: 'stripe', statuses: RUNNING_STATUSES, now: time });
      const failures: unknown[] = [];
      for (const row of due) {
        if (!row.providerRef) continue;
        try {
          const subscription = await stripe.subscriptions.retrieve(row.providerRef, { expand: ['customer'] });
          await sync(row.managerId, subscription, row);
          if (RUNNING_STATUSES.includes(subscription.status as SubscriptionRow['status']))
            result.renewed += 1;
          else result.ended += 1;
        } catch (error) {
          // One unreachable subscription must not hold up the others; the next run tries again.
          failures.push(error);
        }
      }
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} Stripe subscriptions not synced`);
      return result;
    },
  };

  function createCustomer(manager: BillingManager, attempt: string) {
    return stripe.customers.create(
      {
        email: manager.email,
        name: manager.name,
        metadata: { manager_id: manager.managerId },
      },
      { idempotencyKey: `customer-${attempt}` },
    );
  }
}
