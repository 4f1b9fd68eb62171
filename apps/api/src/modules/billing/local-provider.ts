import { effectiveStatus, SUBSCRIPTION_MESSAGES } from '@marketday/shared';
import type { Database } from '../../db/client';

import { conflict } from '../../lib/http-errors';
import {
  findSubscription,
  insertInvoice,
  lockManagerBilling,
  planCatalogue,
  requirePlan,
  updateSubscription,
  upsertSubscription,
} from './billing.repository';
import type { BillingProvider, PlanChangeRequest } from './billing-provider';
import { quotePlanChange } from './local-quote';
import { RUNNING_STATUSES, renewLocalSubscriptions } from './local-renewal';

type Subscription = Awaited<ReturnType<typeof findSubscription>>;

// The in-app "portal": the Account page with its billing history open.
export const LOCAL_PORTAL_PATH = '/account?billing=1';

// Plans and prices from billing_plans; every bill counts as paid (there is no card to charge).
export function createLocalProvider({ db, now }: { db: Database; now: () => Date }): BillingProvider {
  // A period that ended before the renewal job got to it is settled first, so quotes start from the truth.
  const catchUp = (managerId: string, time: Date) => renewLocalSubscriptions({ db, now: time, managerId });

  async function quote({ manager, plan, startAt }: PlanChangeRequest, time: Date) {
    await catchUp(manager.managerId, time);
    const [current, plans] = await Promise.all([findSubscription(db, manager.managerId), planCatalogue(db)]);
    return quotePlanChange({ current, plans, plan, now: time, startAt });
  }

  // A plan change or a cancel: renewals caught up first, then one transaction holding the manager's billing
  // lock (one write per manager at a time: a double click cannot bill twice; a cancel and a change made
  // together apply one after the other) and the subscription's row lock (a renewal running now waits, so
  // neither overwrites the other's period).
  async function writeSubscription(
    managerId: string,
    write: (tx: Database, current: Subscription, time: Date) => Promise<void>,
  ) {
    const time = now();
    await catchUp(managerId, time);
    await db.transaction(async (tx) => {
      await lockManagerBilling(tx, managerId);
      await write(tx, await findSubscription(tx, managerId, { lock: true }), time);
    });
  }

  return {
    name: 'local',

    async getSubscription(manager) {
      await catchUp(manager.managerId, now());
      const row = await findSubscription(db, manager.managerId);
      if (!row) return null;
      const plans = await planCatalogue(db);
      return { row, nextPriceCents: requirePlan(plans, row.plan).amountCents };
    },

    async previewPlanChange(request) {
      const { next: _next, invoice: _invoice, ...preview } = await quote(request, now());
      return preview;
    },

    async changePlan({ manager, plan, startAt }) {
      const { managerId } = manager;
      await writeSubscription(managerId, async (tx, current, time) => {
        const plans = await planCatalogue(tx);
        const result = quotePlanChange({ current, plans, plan, now: time, startAt });
        await upsertSubscription(
          tx,
          managerId,
          {
            plan,
            status: result.next.status,
            provider: 'local',
            providerRef: null,
            // Subscribing makes the manager a billing customer: their trial now rolls into a paid period.
            customerRef: current?.customerRef ?? managerId,
            trialEnd: result.next.trialEnd,
            currentPeriodStart: result.next.periodStart,
            currentPeriodEnd: result.next.periodEnd,
            cancelAtPeriodEnd: false,
            canceledAt: null,
            creditCents: result.creditBalanceAfterCents,
          },
          time,
        );
        if (result.invoice)
          await insertInvoice(tx, { managerId, plan, status: 'paid', createdAt: time, ...result.invoice });
      });
    },

    async cancel(manager) {
      const { managerId } = manager;
      await writeSubscription(managerId, async (tx, current, time) => {
        if (!current || !RUNNING_STATUSES.includes(effectiveStatus(current, time))) {
          throw conflict(SUBSCRIPTION_MESSAGES.nothingToCancel);
        }
        // Cancelling twice keeps the first cancellation date.
        if (current.cancelAtPeriodEnd) return;
        await updateSubscription(tx, managerId, { cancelAtPeriodEnd: true, canceledAt: time }, time);
      });
    },

    async portalUrl() {
      return LOCAL_PORTAL_PATH;
    },

    renewDue: (time) => renewLocalSubscriptions({ db, now: time }),
  };
}
