import type { BillingProvider } from './billing-provider';

// Access never waits for this job (effectiveStatus ends a cancelled period on time); it writes the renewals,
// the invoices and the final statuses. Hourly, so a renewal is billed within the hour its period ends.
export const RENEWAL_JOB_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleRenewalJob({
  billing,
  now,
  log,
}: {
  billing: BillingProvider;
  now: () => Date;
  log: (error: unknown) => void;
}) {
  const tick = () => billing.renewDue(now()).catch(log);
  void tick();
  const timer = setInterval(tick, RENEWAL_JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
