import {
  CHECKOUT_MESSAGES,
  CheckoutContextQuerySchema,
  CheckoutInputSchema,
  OverwriteQuerySchema,
  TransactionsQuerySchema,
  VENDOR_TYPES,
} from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markets } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { deleteCheckout, overwriteCheckout, submitCheckout } from './checkout.service';
import { getCheckoutContext } from './checkout-context.repository';
import { listTransactions } from './transactions.repository';

const MarketParams = z.object({ marketId: z.uuid('Market ID must be a valid UUID') });
const IdParams = z.object({ id: z.uuid('Transaction ID must be a valid UUID') });
// Reading history is an off-season task; booking money needs a full plan (DESIGN.md §2).
const read = routeAuth.manager('OFF_SEASON');
const write = routeAuth.manager('FULL');

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  for (const url of ['/market-managers/checkouts', '/market-managers/checkouts/']) {
    app.get(url, { config: write, schema: { querystring: CheckoutContextQuerySchema } }, async (request) => {
      const context = await getCheckoutContext({
        db,
        managerId: managerActor(request.authUser).managerId,
        marketId: request.query.market_id,
        marketDate: request.query.market_date,
        now: app.ctx.now(),
      });
      if (!context) throw notFound();
      return context;
    });
  }

  app.get(
    '/market-managers/transactions',
    { config: read, schema: { querystring: TransactionsQuerySchema } },
    async (request) =>
      listTransactions({ db, managerId: managerActor(request.authUser).managerId, query: request.query }),
  );

  app.get('/market-managers/transactions/options', { config: read }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    const rows = await db
      .select({ id: markets.id, name: markets.name })
      .from(markets)
      .where(eq(markets.managerId, managerId))
      .orderBy(markets.name);
    return { markets: rows, vendor_types: VENDOR_TYPES };
  });

  app.post(
    '/market-managers/transactions/:marketId',
    { config: write, schema: { params: MarketParams, body: CheckoutInputSchema } },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (Array.isArray(key) || (key !== undefined && (key.length < 8 || key.length > 200))) {
        throw badRequest('Idempotency-Key must be 8 to 200 characters.');
      }
      const result = await submitCheckout({
        db,
        actor: managerActor(request.authUser),
        marketId: request.params.marketId,
        input: request.body,
        idempotencyKey: key,
      });
      return reply.code(result.status).send(result.body);
    },
  );

  for (const url of ['/market-managers/transactions', '/market-managers/transactions/']) {
    app.put(
      url,
      { config: write, schema: { querystring: OverwriteQuerySchema, body: CheckoutInputSchema } },
      async (request) =>
        overwriteCheckout({
          db,
          actor: managerActor(request.authUser),
          marketVendorId: request.query.market_vendor_id,
          marketDate: request.query.market_date,
          input: request.body,
        }),
    );
  }

  app.delete(
    '/market-managers/transactions/:id',
    { config: write, schema: { params: IdParams } },
    async (request) => {
      await deleteCheckout({ db, actor: managerActor(request.authUser), id: request.params.id });
      return { message: CHECKOUT_MESSAGES.deleted };
    },
  );
};
