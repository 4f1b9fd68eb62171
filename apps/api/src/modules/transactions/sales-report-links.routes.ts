import {
  ReportLinksSentSchema,
  SALES_REPORT_MESSAGES,
  SalesReportFiguresSchema,
  SalesReportLinkDaySchema,
  SalesReportSubmittedSchema,
  SendReportLinksSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf } from '../../lib/actor';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { MARKET_PARAM, routeAuth } from '../../plugins/route-auth';
import { createMailLimiter } from '../notifications';
import { reportLinkDay, sendReportLinks, submitThroughLink } from './sales-report-links.service';
import { toReportFigures } from './sales-reports.routes';

// The token is 32 random bytes (base64url): a longer or stranger one is no link of ours.
const TokenParams = z.object({ token: z.string().min(1).max(100) });

// The signed links vendors without an account report a market day through (docs/product.md "Report links").
// The token carries 256 random bits, so it cannot be guessed in any number of tries; like the other token routes
// (staff invitations, password reset) the public routes need no attempt limit. Log lines redact it.
export const salesReportLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const limiter = createMailLimiter({ db, now: app.ctx.now });

  // Sending books nothing but is part of checking vendors out: a full plan, and market staff at that market.
  app.post(
    '/market-managers/markets/:id/sales-report-links',
    routeOptions(
      routeAuth.manager('FULL', { role: 'STAFF', market: MARKET_PARAM }),
      { params: MarketParams, body: SendReportLinksSchema },
      ReportLinksSentSchema,
    ),
    async (request) =>
      sendReportLinks({
        db,
        mailer: app.mailer,
        limiter,
        log: request.log,
        ...managedMarketOf(request),
        marketDate: request.body.market_date,
        appUrl: config.appUrl,
        now: app.ctx.now(),
      }),
  );

  app.get(
    '/sales-report-links/:token',
    routeOptions(routeAuth.public, { params: TokenParams }, SalesReportLinkDaySchema),
    async (request) => reportLinkDay({ db, token: request.params.token, now: app.ctx.now() }),
  );

  app.post(
    '/sales-report-links/:token',
    createdRouteOptions(
      routeAuth.public,
      { params: TokenParams, body: SalesReportFiguresSchema },
      SalesReportSubmittedSchema,
    ),
    async (request, reply) => {
      const report = await submitThroughLink({
        db,
        token: request.params.token,
        figures: toReportFigures(request.body),
        now: app.ctx.now(),
      });
      return reply.code(201).send({ ...report, message: SALES_REPORT_MESSAGES.submitted });
    },
  );
};
