import { addMonthsUtc, billWithCredit, type PlanTier, type SubscriptionStatus } from '@marketday/shared';
import type { Database } from '../../db/client';
import {
  dueSubscriptions,
  type InvoiceInsert,
  insertInvoices,
  type PlanRow,
  planCatalogue,
  requirePlan,
  type SubscriptionRow,
  type SubscriptionUpdate,
  updateSubscriptionIfUnchanged,
} from './billing.repository';
import type { RenewalResult } from './billing-provider';

export const RUNNING_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
// A server that was down for months catches up at most this many periods in one go.
const MAX_PERIODS = 120;

type Renewal = {
  update: SubscriptionUpdate;
  invoices: InvoiceInsert[];
  ended: boolean;
};

// What the end of the current period does to a local subscription: a cancelled one ends, a trial nobody
// subscribed to expires, anything else renews for a month (or several, if the job missed some) and is billed
// each time, credit first.
export function planRenewal({
  row,
  plans,
  now,
}: {
  row: SubscriptionRow;
  plans: Map<PlanTier, PlanRow>;
  now: Date;
}): Renewal | null {
  if (!RUNNING_STATUSES.includes(row.status) || row.currentPeriodEnd > now) return null;
  if (row.cancelAtPeriodEnd) {
    return {
      update: { status: 'canceled', canceledAt: row.canceledAt ?? row.currentPeriodEnd },
      invoices: [],
      ended: true,
    };
  }
  if (row.status === 'trialing' && !row.customerRef) {
    return { update: { status: 'incomplete_expired' }, invoices: [], ended: true };
  }
  const plan = requirePlan(plans, row.plan);
  const invoices: Renewal['invoices'] = [];
  let credit = row.creditCents;
  let periodStart = row.currentPeriodEnd;
  let periodEnd = addMonthsUtc(periodStart, 1);
  for (;;) {
    const bill = billWithCredit({ amountCents: plan.amountCents, creditBalanceCents: credit });
    credit = bill.creditBalanceAfterCents;
    invoices.push({
      managerId: row.managerId,
      plan: row.plan,
      description: `${plan.name}, monthly renewal`,
      amountCents: bill.amountDueCents,
      periodStart,
      periodEnd,
      status: 'paid',
      // Billed when the period starts, which may be before the job noticed.
      createdAt: periodStart,
    });
    if (periodEnd > now || invoices.length >= MAX_PERIODS) break;
    periodStart = periodEnd;
    periodEnd = addMonthsUtc(periodStart, 1);
  }
  return {
    update: {
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      creditCents: credit,
    },
    invoices,
    ended: false,
  };
}

// The update only applies while the row still has the period we read: a second run, or a second server
// process running the job at the same moment, finds nothing to do and writes no second invoice.
async function applyRenewal({
  db,
  row,
  renewal,
  now,
}: {
  db: Database;
  row: SubscriptionRow;
  renewal: Renewal;
  now: Date;
}) {
  return db.transaction(async (tx) => {
    if (!(await updateSubscriptionIfUnchanged(tx, row, renewal.update, now))) return false;
    if (renewal.invoices.length > 0) await insertInvoices(tx, renewal.invoices);
    return true;
  });
}

export async function renewLocalSubscriptions({
  db,
  now,
  managerId,
}: {
  db: Database;
  now: Date;
  managerId?: string;
}): Promise<RenewalResult> {
  const due = await dueSubscriptions(db, { provider: 'local', statuses: RUNNING_STATUSES, now, managerId });
  const result: RenewalResult = { renewed: 0, ended: 0, invoiced: 0 };
  if (due.length === 0) return result;
  const plans = await planCatalogue(db);
  for (const row of due) {
    const renewal = planRenewal({ row, plans, now });
    if (!renewal || !(await applyRenewal({ db, row, renewal, now }))) continue;
    if (renewal.ended) result.ended += 1;
    else result.renewed += 1;
    result.invoiced += renewal.invoices.length;
  }
  return result;
}
