import {
  FileResponseSchema,
  STATEMENT_MESSAGES,
  StatementQuerySchema,
  StatementSendInputSchema,
  StatementSendProgressSchema,
  StatementSendStartedSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { pdfHeaders } from '../../lib/pdf-headers';
import { routeOptions } from '../../lib/route-options';
import { idParams, MarketParams, MarketVendorParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { backgroundTasks } from '../auth';
import { createMailLimiter } from '../notifications';
import { vendorStatement } from './statement.service';
import { runStatementSend, startStatementSend, statementSendProgress } from './statement-sends.service';

const SendParams = idParams('Batch');
// Like the balances they show: settling a season's money is off-season work too (docs/decisions/027).
const access = routeAuth.staff('CO_MANAGER', 'OFF_SEASON');

// Vendor statements (issue 17 item 3): one vendor's as a PDF, and statements e-mailed to a market's vendors in
// the background, with the batch's progress readable from any API process.
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const limiter = createMailLimiter({ db, now });
  // The same set as the other mail sent after the answer: closing the app waits for a batch under way.
  const background = backgroundTasks({ owner: app.ctx, log: app.log });
  app.addHook('onClose', () => background.settle());

  app.get(
    '/market-managers/markets/:id/vendors/:vendorId/statement.pdf',
    routeOptions(
      access,
      { params: MarketVendorParams, querystring: StatementQuerySchema },
      FileResponseSchema,
    ),
    async (request, reply) => {
      const { pdf, filename } = await vendorStatement({
        db,
        ...managedMarketOf(request),
        vendorId: request.params.vendorId,
        range: { startDate: request.query.start_date, endDate: request.query.end_date },
        generatedAt: now(),
      });
      return reply.headers(pdfHeaders(filename)).send(pdf);
    },
  );

  app.post(
    '/market-managers/markets/:id/statements/send',
    {
      config: access,
      schema: {
        params: MarketParams,
        body: StatementSendInputSchema,
        response: { 202: StatementSendStartedSchema },
      },
    },
    async (request, reply) => {
      const actor = managerActor(request.authUser);
      const marketId = request.params.id;
      const started = await startStatementSend({ db, limiter, now, actor, marketId, input: request.body });
      const range = { startDate: request.body.start_date, endDate: request.body.end_date };
      background.run('vendor statements', () =>
        runStatementSend({
          db,
          mailer: app.mailer,
          log: app.log,
          now,
          actor,
          marketId,
          sendId: started.id,
          range,
        }),
      );
      return reply.code(202).send({
        message: STATEMENT_MESSAGES.started(started.total - started.skipped),
        data: { id: started.id, total: started.total, skipped: started.skipped },
      });
    },
  );

  app.get(
    '/market-managers/statement-sends/:id',
    routeOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON', {
        in: 'params',
        field: 'id',
        record: 'statement_send',
      }),
      { params: SendParams },
      StatementSendProgressSchema,
    ),
    async (request) =>
      statementSendProgress({
        db,
        managerId: managerActor(request.authUser).managerId,
        sendId: request.params.id,
        now: now(),
      }),
  );
};
