import { AuditEventSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { dayReportHistory, transactionHistory } from './audit.repository';

const TransactionParams = z.object({ id: z.uuid('Transaction ID must be a valid UUID') });
const DayReportParams = z.object({ id: z.uuid('Market ID must be a valid UUID'), reportId: z.uuid() });
const read = routeAuth.manager('OFF_SEASON');
const History = z.array(AuditEventSchema);

// History stays readable after a delete: it is found by its audit rows, or by the live record when a
// checkout predates the audit trail (an empty list, not a 404).
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/transactions/:id/history',
    { config: read, schema: { params: TransactionParams, response: { 200: History } } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const events = await transactionHistory({ db, managerId, transactionId: request.params.id });
      if (!events) throw notFound();
      return events;
    },
  );

  app.get(
    '/market-managers/markets/:id/day-reports/:reportId/history',
    { config: read, schema: { params: DayReportParams, response: { 200: History } } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const { id: marketId, reportId } = request.params;
      const events = await dayReportHistory({ db, managerId, marketId, reportId });
      if (!events) throw notFound();
      return events;
    },
  );
};
