import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BillingProvider } from './billing-provider';
import { createLocalProvider } from './local-provider';
import { createStripeProvider } from './stripe-provider';

// docs/decisions/001-stack-and-tooling.md: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local provider.
export function createBillingProvider({
  db,
  config,
  now,
}: {
  db: Database;
  config: Config;
  now: () => Date;
}): BillingProvider {
  if (config.STRIPE_SECRET_KEY) return createStripeProvider({ db, config, now });
  return createLocalProvider({ db, now });
}
