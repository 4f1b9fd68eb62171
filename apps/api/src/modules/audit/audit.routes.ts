import type { DayReportAuditValues } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayReports, transactions } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { findOwnedMarket } from '../markets/markets.repository';
import { listAuditEvents } from './audit.repository';

const TransactionParams = z.object({ id: z.uuid('Transaction ID must be a valid UUID') });
const DayReportParams = z.object({ id: z.uuid('Market ID must be a valid UUID'), reportId: z.uuid() });
const read = routeAuth.manager('OFF_SEASON');

// History stays readable after a delete: it is found by its audit rows, or by the live record when a
// checkout predates the audit trail (an empty list, not a 404).
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/transactions/:id/history',
    { config: read, schema: { params: TransactionParams } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const events = await listAuditEvents({
        db,
        managerId,
        entity: 'transaction',
        entityId: request.params.id,
      });
      if (events.length > 0) return events;
      const [live] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.id, request.params.id), eq(transactions.managerId, managerId)));
      if (!live) throw notFound();
      return [];
    },
  );

  app.get(
    '/market-managers/markets/:id/day-reports/:reportId/history',
    { config: read, schema: { params: DayReportParams } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const market = await findOwnedMarket({ db, managerId, marketId: request.params.id });
      if (!market) throw notFound();
      const events = (
        await listAuditEvents({ db, managerId, entity: 'day_report', entityId: request.params.reportId })
      ).filter((e) => ((e.after ?? e.before) as DayReportAuditValues | null)?.market_id === market.id);
      if (events.length > 0) return events;
      const [live] = await db
        .select({ id: dayReports.id })
        .from(dayReports)
        .where(and(eq(dayReports.id, request.params.reportId), eq(dayReports.marketId, market.id)));
      if (!live) throw notFound();
      return [];
    },
  );
};
