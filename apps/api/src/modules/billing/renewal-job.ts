import type { ScheduledJob } from '../../lib/jobs/schedule';
import type { BillingProvider } from './billing-provider';

// Access never waits for this job (effectiveStatus ends a cancelled period on time); it writes the renewals,
// the invoices and the final statuses. Hourly, so a renewal is billed within the hour its period ends.
export const RENEWAL_JOB_INTERVAL_MS = 60 * 60 * 1000;

export function renewalJob(billing: BillingProvider): ScheduledJob {
  return {
    name: 'subscription-renewals',
    intervalMs: RENEWAL_JOB_INTERVAL_MS,
    checkEveryMs: 5 * 60 * 1000,
    run: (now) => billing.renewDue(now),
  };
}
