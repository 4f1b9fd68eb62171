import {
  CHECKOUT_MESSAGES,
  CheckoutContextQuerySchema,
  CheckoutContextSchema,
  CheckoutInputSchema,
  CheckoutResultSchema,
  FileResponseSchema,
  MessageResponseSchema,
  OverwriteQuerySchema,
  TransactionPageSchema,
  TransactionsCsvQuerySchema,
  TransactionsOptionsSchema,
  TransactionsQuerySchema,
  VENDOR_TYPES,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { badRequest, orNotFound } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { routeOptions } from '../../lib/route-options';
import { idParams, uuidParam } from '../../lib/route-params';
import { type MarketScope, routeAuth } from '../../plugins/route-auth';
import { deleteCheckout, overwriteCheckout, submitCheckout } from './checkout.service';
import { getCheckoutContext } from './checkout-context.repository';
import { salesReportsRoutes } from './sales-reports.routes';
import { listTransactionPage, toListFilter, transactionsCsv } from './transaction-list.service';
import { toCheckoutContextJson, toCheckoutDraft, toCheckoutResultJson } from './transactions.mapper';
import { listMarketOptions } from './transactions.repository';

const MarketParams = z.object({ marketId: uuidParam('Market') });
const IdParams = idParams('Transaction');
// Reading history is an off-season task; booking money needs a full plan (docs/decisions/002).
// Market staff check vendors out at their markets (docs/decisions/029): each route names where its market is.
const read = (market: MarketScope) => routeAuth.manager('OFF_SEASON', { role: 'STAFF', market });
const write = (market: MarketScope) => routeAuth.manager('FULL', { role: 'STAFF', market });

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // The receipt's e-mail to the vendor after a booking or an overwrite (receipt-answers' announceReceipt).
  const mail = { mailer: app.mailer, appUrl: app.ctx.config.appUrl };
  await app.register(salesReportsRoutes);

  for (const url of ['/market-managers/checkouts', '/market-managers/checkouts/']) {
    app.get(
      url,
      routeOptions(
        write({ in: 'query', field: 'market_id' }),
        { querystring: CheckoutContextQuerySchema },
        CheckoutContextSchema,
      ),
      async (request) => {
        const context = orNotFound(
          await getCheckoutContext({
            db,
            managerId: managerActor(request.authUser).managerId,
            marketId: request.query.market_id,
            marketDate: request.query.market_date,
            now: app.ctx.now(),
          }),
        );
        return toCheckoutContextJson(context);
      },
    );
  }

  // One page of the filtered checkouts with the count and totals of the whole range (docs/decisions/019).
  app.get(
    '/market-managers/transactions',
    routeOptions(read('lists'), { querystring: TransactionsQuerySchema }, TransactionPageSchema),
    async (request) => {
      const { page, page_size: pageSize, totals: withTotals, ...query } = request.query;
      const { managerId, marketIds } = managerActor(request.authUser);
      const filter = toListFilter({ managerId, marketIds }, query);
      return listTransactionPage({ db, filter, page, pageSize, withTotals });
    },
  );

  // The same filtered range, every row, streamed as CSV.
  app.get(
    '/market-managers/transactions/csv',
    routeOptions(
      { ...read('lists'), heavy: true },
      { querystring: TransactionsCsvQuerySchema },
      FileResponseSchema,
    ),
    async (request, reply) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      const filter = toListFilter({ managerId, marketIds }, request.query);
      const csv = transactionsCsv({ db, filter, locale: requestLocale(request) });
      return reply.headers(csv.headers).send(csv.body);
    },
  );

  app.get(
    '/market-managers/transactions/options',
    routeOptions(read('lists'), {}, TransactionsOptionsSchema),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      return {
        markets: await listMarketOptions({ db, managerId, marketIds }),
        vendor_types: [...VENDOR_TYPES],
      };
    },
  );

  app.post(
    '/market-managers/transactions/:marketId',
    {
      config: write({ in: 'params', field: 'marketId' }),
      schema: {
        params: MarketParams,
        body: CheckoutInputSchema,
        response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (Array.isArray(key) || (key !== undefined && (key.length < 8 || key.length > 200))) {
        throw badRequest('Idempotency-Key must be 8 to 200 characters.');
      }
      const outcome = await submitCheckout({
        db,
        actor: managerActor(request.authUser),
        marketId: request.params.marketId,
        draft: toCheckoutDraft(request.body),
        idempotencyKey: key,
        now: app.ctx.now(),
        receipt: { mail, log: request.log },
      });
      const body = outcome.replay ?? toCheckoutResultJson(outcome.record, CHECKOUT_MESSAGES.submitted);
      return reply.code(outcome.status).send(body);
    },
  );

  for (const url of ['/market-managers/transactions', '/market-managers/transactions/']) {
    app.put(
      url,
      routeOptions(
        write({ in: 'query', field: 'market_vendor_id', record: 'market_vendor' }),
        { querystring: OverwriteQuerySchema, body: CheckoutInputSchema },
        CheckoutResultSchema,
      ),
      async (request) => {
        const record = await overwriteCheckout({
          db,
          actor: managerActor(request.authUser),
          marketVendorId: request.query.market_vendor_id,
          marketDate: request.query.market_date,
          draft: toCheckoutDraft(request.body),
          now: app.ctx.now(),
          receipt: { mail, log: request.log },
        });
        return toCheckoutResultJson(record, CHECKOUT_MESSAGES.updated);
      },
    );
  }

  app.delete(
    '/market-managers/transactions/:id',
    routeOptions(
      write({ in: 'params', field: 'id', record: 'transaction' }),
      { params: IdParams },
      MessageResponseSchema,
    ),
    async (request) => {
      await deleteCheckout({ db, actor: managerActor(request.authUser), id: request.params.id });
      return { message: CHECKOUT_MESSAGES.deleted };
    },
  );
};
