// The billing module's public face: other modules and the app import it only through this file.
export { billingRoutes } from './billing.routes';
export { createBillingProvider } from './create-billing-provider';
export { renewalJob } from './renewal-job';
// Vendors' card payments (vendor-balances) reach Stripe through the same client.
export { createStripeClient, guard as guardStripe } from './stripe-client';
