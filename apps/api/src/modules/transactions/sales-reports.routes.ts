import {
  CHECKOUT_MESSAGES,
  CheckoutResultSchema,
  dollarsToCents,
  SALES_REPORT_MESSAGES,
  SalesReportDaySchema,
  type SalesReportFiguresSchema,
  SalesReportInputSchema,
  SalesReportQuerySchema,
  SalesReportSubmittedSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { managerActor, vendorActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { confirmReport } from './checkout.service';
import { salesReportLinksRoutes } from './sales-report-links.routes';
import { findSellerOfVendor } from './sales-reports.repository';
import { type ReportFigures, reportDay, submitReport } from './sales-reports.service';
import { toCheckoutResultJson } from './transactions.mapper';

export function toReportFigures(body: z.output<typeof SalesReportFiguresSchema>): ReportFigures {
  return {
    grossCents: dollarsToCents(body.reported_gross),
    tokens: body.tokens.map((t) => ({ tokenId: t.token_id.toLowerCase(), count: t.count })),
  };
}

// Vendors report their own sales of a market day; the manager confirms a report in one tap
// (docs/product.md "Vendors report their sales").
export const salesReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(salesReportLinksRoutes);

  async function sellerOf(vendorId: string, marketId: string) {
    return orNotFound(await findSellerOfVendor({ db, vendorId, marketId }));
  }

  app.get(
    '/vendors/self/sales-reports',
    routeOptions(routeAuth.vendor, { querystring: SalesReportQuerySchema }, SalesReportDaySchema),
    async (request) => {
      const seller = await sellerOf(vendorActor(request.authUser).vendorId, request.query.market_id);
      return reportDay({ db, seller, marketDate: request.query.market_date, now: app.ctx.now() });
    },
  );

  app.post(
    '/vendors/self/sales-reports',
    {
      config: routeAuth.vendor,
      schema: { body: SalesReportInputSchema, response: { 201: SalesReportSubmittedSchema } },
    },
    async (request, reply) => {
      const actor = vendorActor(request.authUser);
      const seller = await sellerOf(actor.vendorId, request.body.market_id);
      const report = await submitReport({
        db,
        seller,
        marketDate: request.body.market_date,
        figures: toReportFigures(request.body),
        channel: 'ACCOUNT',
        userId: actor.userId,
        now: app.ctx.now(),
      });
      return reply.code(201).send({ ...report, message: SALES_REPORT_MESSAGES.submitted });
    },
  );

  app.post(
    '/market-managers/sales-reports/:id/confirm',
    {
      // Confirming books money: a full plan, and market staff at the report's market (docs/decisions/029).
      config: routeAuth.manager('FULL', {
        role: 'STAFF',
        market: { in: 'params', field: 'id', record: 'sales_report' },
      }),
      schema: {
        params: idParams('Sales report'),
        response: { 200: CheckoutResultSchema, 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const outcome = await confirmReport({
        db,
        actor: managerActor(request.authUser),
        reportId: request.params.id,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        now: app.ctx.now(),
        receipt: { mail: { mailer: app.mailer, appUrl: app.ctx.config.appUrl }, log: request.log },
      });
      const body = outcome.replay ?? toCheckoutResultJson(outcome.record, CHECKOUT_MESSAGES.submitted);
      return reply.code(outcome.status).send(body);
    },
  );
};
