import {
  BalancesQuerySchema,
  BalancesSchema,
  FileResponseSchema,
  fileSlug,
  isoDateInZone,
  PAYMENT_MESSAGES,
  PaymentInputSchema,
  PaymentSchema,
  ReversePaymentInputSchema,
  toCsv,
  VendorAccountQuerySchema,
  VendorAccountSchema,
  VendorSelfBalanceSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor, vendorActor } from '../../lib/actor';
import { csvHeaders } from '../../lib/csv-headers';
import { badRequest, orNotFound } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams, MarketParams, MarketVendorParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import {
  toBalanceJson,
  toBalancesJson,
  toPaymentAnswer,
  toPaymentDraft,
  toVendorAccountJson,
  toVendorSelfBalanceJson,
} from './balances.mapper';
import { vendorSelfBalances, vendorSelfCharges } from './balances.repository';
import {
  marketBalances,
  paymentRequestHash,
  recordPayment,
  reversePayment,
  vendorAccount,
} from './balances.service';
import { balanceCsvColumns } from './balances-csv-language';
import { cardPaymentsRoutes } from './card-payments.routes';
import { cardPaymentsEnabled } from './card-payments.service';
import { findPayment, listVendorPayments } from './payments.repository';

const PaymentParams = idParams('Payment');
// Settling what a season left owing is work for the off season too, so payments need no full plan
// (docs/decisions/027).
// Co-managers settle the money of their markets (docs/decisions/029).
const access = routeAuth.staff('CO_MANAGER', 'OFF_SEASON');
const SavedPayment = withMessage(PaymentSchema);

export const vendorBalancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;
  await app.register(cardPaymentsRoutes);

  // The balances screen and its CSV read the same rows for the same query.
  function balancesOf(
    request: Parameters<typeof managedMarketOf>[0] & { query: z.infer<typeof BalancesQuerySchema> },
  ) {
    const { filter, search } = request.query;
    return marketBalances({ db, ...managedMarketOf(request), filter, search });
  }

  app.get(
    '/market-managers/markets/:id/balances',
    routeOptions(access, { params: MarketParams, querystring: BalancesQuerySchema }, BalancesSchema),
    async (request) => toBalancesJson(await balancesOf(request)),
  );

  app.get(
    '/market-managers/markets/:id/balances/csv',
    routeOptions(
      { ...access, heavy: true },
      { params: MarketParams, querystring: BalancesQuerySchema },
      FileResponseSchema,
    ),
    async (request, reply) => {
      const result = await balancesOf(request);
      const filename = `balances-${fileSlug(result.market.name)}-${request.query.filter}.csv`;
      return reply
        .headers(csvHeaders(filename))
        .send(toCsv(result.rows.map(toBalanceJson), balanceCsvColumns(requestLocale(request))));
    },
  );

  app.get(
    '/market-managers/markets/:id/vendors/:vendorId/account',
    routeOptions(
      access,
      { params: MarketVendorParams, querystring: VendorAccountQuerySchema },
      VendorAccountSchema,
    ),
    async (request) =>
      toVendorAccountJson(
        await vendorAccount({
          db,
          ...managedMarketOf(request),
          vendorId: request.params.vendorId,
          startDate: request.query.start_date,
          endDate: request.query.end_date,
        }),
      ),
  );

  // A retried save with the same Idempotency-Key records the payment once (docs/decisions/027).
  app.post(
    '/market-managers/markets/:id/payments',
    createdRouteOptions(access, { params: MarketParams, body: PaymentInputSchema }, SavedPayment),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (Array.isArray(key) || (key !== undefined && (key.length < 8 || key.length > 200))) {
        throw badRequest('Idempotency-Key must be 8 to 200 characters.');
      }
      const marketId = request.params.id;
      const outcome = await recordPayment({
        db,
        actor: managerActor(request.authUser),
        marketId,
        draft: toPaymentDraft(request.body),
        idempotency: key ? { key, requestHash: paymentRequestHash(marketId, request.body) } : undefined,
        today: (timeZone) => isoDateInZone(now(), timeZone),
      });
      return reply.code(201).send(outcome.replay ?? toPaymentAnswer(outcome.row, PAYMENT_MESSAGES.recorded));
    },
  );

  app.post(
    '/market-managers/payments/:id/reverse',
    createdRouteOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON', { in: 'params', field: 'id', record: 'payment' }),
      { params: PaymentParams, body: ReversePaymentInputSchema },
      SavedPayment,
    ),
    async (request, reply) => {
      const actor = managerActor(request.authUser);
      const id = await reversePayment({
        db,
        actor,
        paymentId: request.params.id,
        note: request.body.note,
        today: (timeZone) => isoDateInZone(now(), timeZone),
      });
      const payment = orNotFound(await findPayment(db, actor.managerId, id));
      return reply.code(201).send(toPaymentAnswer(payment, PAYMENT_MESSAGES.reversed));
    },
  );

  // The vendor's own balances, payments and charges, for their transactions page; scoped by their vendor id only.
  app.get(
    '/vendors/self/balances',
    routeOptions(routeAuth.vendor, {}, z.array(VendorSelfBalanceSchema)),
    async (request) => {
      const { vendorId } = vendorActor(request.authUser);
      const [balances, payments, charges] = await Promise.all([
        vendorSelfBalances(db, vendorId),
        listVendorPayments(db, vendorId),
        vendorSelfCharges(db, vendorId),
      ]);
      const cardPayments = cardPaymentsEnabled(config);
      return balances.map((b) => toVendorSelfBalanceJson(b, payments, charges, cardPayments));
    },
  );
};
