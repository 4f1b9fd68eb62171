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
      const time = now();
      const { managerId } = manager;
      await catchUp(managerId, time);
      await db.transaction(async (transaction) => {
        const tx = transaction;
        // One plan change per manager at a time: a double click cannot bill twice.
        await lockManagerBilling(tx, managerId);
        // The row lock makes a renewal running now wait, so neither overwrites the other's period.
        const current = await findSubscription(tx, managerId, { lock: true });
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
      const time = now();
      const { managerId } = manager;
      await catchUp(managerId, time);
      await db.transaction(async (transaction) => {
        const tx = transaction;
        // Same order of locks as a plan change, so a cancel and a change made together apply one after the other.
        await lockManagerBilling(tx, managerId);
        const current = await findSubscription(tx, managerId, { lock: true });
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
