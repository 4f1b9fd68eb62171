import {
  AuditEventSchema,
  pageOfSchema,
  pagingQuery,
  receiptAnswerOf,
  TransactionHistorySchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { idParams, MarketParams, uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { toAuditEvent } from './audit.mapper';
import { dayReportHistory, receiptAnswersOfCheckout, transactionHistory } from './audit.repository';

const TransactionParams = idParams('Transaction');
const DayReportParams = MarketParams.extend({ reportId: uuidParam('Day report') });
const HistoryQuery = z.object({ ...pagingQuery });
const History = pageOfSchema(AuditEventSchema);

// History stays readable after a delete: it is found by its audit rows, or by the live record when a
// checkout predates the audit trail (an empty page, not a 404). Answered a page at a time, oldest first.
// A checkout's answer also carries the vendor's answers to its receipt (receipt_answers), with every page.
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/transactions/:id/history',
    {
      config: routeAuth.staff('STAFF', 'OFF_SEASON', { in: 'params', field: 'id', record: 'transaction' }),
      schema: {
        params: TransactionParams,
        querystring: HistoryQuery,
        response: { 200: TransactionHistorySchema },
      },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const transactionId = request.params.id;
      const events = orNotFound(
        await transactionHistory({ db, managerId, transactionId, page: request.query }),
      );
      const answers = await receiptAnswersOfCheckout({ db, managerId, transactionId });
      return {
        ...events,
        data: events.data.map(toAuditEvent),
        receipt_answers: answers.map((row) => receiptAnswerOf(row.answer)),
      };
    },
  );

  app.get(
    '/market-managers/markets/:id/day-reports/:reportId/history',
    {
      config: routeAuth.staff('STAFF', 'OFF_SEASON'),
      schema: { params: DayReportParams, querystring: HistoryQuery, response: { 200: History } },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const { id: marketId, reportId } = request.params;
      const events = orNotFound(
        await dayReportHistory({ db, managerId, marketId, reportId, page: request.query }),
      );
      return { ...events, data: events.data.map(toAuditEvent) };
    },
  );
};
