import {
  BillingInvoiceSchema,
  CreateSubscriptionInputSchema,
  PortalQuerySchema,
  PortalSessionSchema,
  ProrationPreviewQuerySchema,
  ProrationPreviewSchema,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionDetails,
  SubscriptionDetailsSchema,
  SubscriptionResultSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { routeAuth } from '../../plugins/route-auth';
import {
  activeVendorCount,
  listInvoices,
  loadBillingManager,
  planCatalogue,
  requirePlan,
} from './billing.repository';
import { createBillingProvider } from './create-billing-provider';
import { toBillingInvoice, toBillingPlan, toProrationPreview, toSubscription } from './subscription-view';

// A lapsed manager reaches all of this: choosing a plan is how access comes back.
const access = { config: routeAuth.manager('ACCOUNT_ONLY') };
const fromUnixSeconds = (ts: number | null | undefined) => (ts ? new Date(ts * 1000) : undefined);

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.ctx;
  const billing = createBillingProvider({ db, config, now });

  async function details(managerId: string): Promise<SubscriptionDetails> {
    const manager = await loadBillingManager(db, managerId);
    const state = await billing.getSubscription(manager);
    const [plans, activeVendors] = await Promise.all([planCatalogue(db), activeVendorCount(db, managerId)]);
    return {
      subscription: state
        ? toSubscription({ state, plan: plans.get(state.row.plan), activeVendors, now: now() })
        : null,
      plans: [...plans.values()].map(toBillingPlan),
    };
  }

  app.get(
    '/market-managers/account/subscription',
    { ...access, schema: { response: { 200: SubscriptionDetailsSchema } } },
    async (request) => details(managerActor(request.authUser).managerId),
  );

  app.get(
    '/users/subscription_proration_preview',
    {
      ...access,
      schema: { querystring: ProrationPreviewQuerySchema, response: { 200: ProrationPreviewSchema } },
    },
    async (request) => {
      const manager = await loadBillingManager(db, managerActor(request.authUser).managerId);
      const { plan, start_ts } = request.query;
      const preview = await billing.previewPlanChange({ manager, plan, startAt: fromUnixSeconds(start_ts) });
      return toProrationPreview(preview, requirePlan(await planCatalogue(db), plan).name);
    },
  );

  app.post(
    '/users/create_stripe_subscription',
    {
      ...access,
      schema: { body: CreateSubscriptionInputSchema, response: { 200: SubscriptionResultSchema } },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const manager = await loadBillingManager(db, managerId);
      const { plan, start_ts } = request.body;
      await billing.changePlan({ manager, plan, startAt: fromUnixSeconds(start_ts) });
      return { message: SUBSCRIPTION_MESSAGES.created, data: await details(managerId) };
    },
  );

  app.get(
    '/market-managers/account/subscription/cancel',
    { ...access, schema: { response: { 200: SubscriptionResultSchema } } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      await billing.cancel(await loadBillingManager(db, managerId));
      return { message: SUBSCRIPTION_MESSAGES.cancelled, data: await details(managerId) };
    },
  );

  app.get(
    '/market-managers/account/portal',
    { ...access, schema: { querystring: PortalQuerySchema, response: { 200: PortalSessionSchema } } },
    async (request) => {
      const manager = await loadBillingManager(db, managerActor(request.authUser).managerId);
      return { url: await billing.portalUrl({ manager, paymentOnly: request.query.payment_only }) };
    },
  );

  // The local provider's billing history (the in-app portal).
  app.get(
    '/market-managers/account/invoices',
    { ...access, schema: { response: { 200: z.array(BillingInvoiceSchema) } } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const [rows, plans] = await Promise.all([listInvoices(db, managerId), planCatalogue(db)]);
      return rows.map((row) => toBillingInvoice(row, plans));
    },
  );
};
