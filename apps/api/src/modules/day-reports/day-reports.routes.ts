import { calendarDate, DAY_REPORT_MESSAGES, DayReportInputSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { getMarket } from '../markets/markets.repository';
import { calculateDay, listDayReports } from './day-reports.repository';
import { createDayReport, deleteDayReport, updateDayReport } from './day-reports.service';

const MarketParams = z.object({ id: z.uuid('Market ID must be a valid UUID') });
const DateParams = MarketParams.extend({ date: calendarDate('Date is required') });
const ReportParams = MarketParams.extend({ reportId: z.uuid() });
const read = routeAuth.manager('OFF_SEASON');
// Spec §6: only managers create or edit day reports; like checkout, that needs a full plan.
const write = routeAuth.manager('FULL');

export const dayReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/market-managers/markets/:id/day-reports';

  async function ownedMarket(managerId: string, marketId: string) {
    const market = await getMarket({ db, managerId, marketId });
    if (!market) throw notFound();
    return market;
  }

  app.get(base, { config: read, schema: { params: MarketParams } }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    const market = await ownedMarket(managerId, request.params.id);
    const tokenNames = new Map(market.tokens.map((t) => [t.id, t.name]));
    return listDayReports({ db, managerId, marketId: market.id, tokenNames });
  });

  app.get(`${base}/:date/calculated`, { config: read, schema: { params: DateParams } }, async (request) => {
    const market = await ownedMarket(managerActor(request.authUser).managerId, request.params.id);
    return calculateDay({
      db,
      marketId: market.id,
      date: request.params.date,
      customFieldNames: Object.keys(market.custom_fields),
    });
  });

  app.post(
    base,
    { config: write, schema: { params: MarketParams, body: DayReportInputSchema } },
    async (request, reply) => {
      const actor = managerActor(request.authUser);
      if (request.body.market !== request.params.id)
        throw badRequest('The report belongs to another market.');
      await ownedMarket(actor.managerId, request.params.id);
      const id = await createDayReport({ db, actor, input: request.body });
      return reply.code(201).send({
        message: DAY_REPORT_MESSAGES.created,
        data: await reportById(actor.managerId, request.params.id, id),
      });
    },
  );

  // Spec §7 names the first segment {market} here; it is the same market id.
  app.put(
    `${base}/:reportId`,
    { config: write, schema: { params: ReportParams, body: DayReportInputSchema } },
    async (request) => {
      const actor = managerActor(request.authUser);
      await ownedMarket(actor.managerId, request.params.id);
      await updateDayReport({
        db,
        actor,
        marketId: request.params.id,
        id: request.params.reportId,
        input: request.body,
      });
      return {
        message: DAY_REPORT_MESSAGES.updated,
        data: await reportById(actor.managerId, request.params.id, request.params.reportId),
      };
    },
  );

  app.delete(`${base}/:reportId`, { config: write, schema: { params: ReportParams } }, async (request) => {
    const actor = managerActor(request.authUser);
    await deleteDayReport({ db, actor, marketId: request.params.id, id: request.params.reportId });
    return { message: DAY_REPORT_MESSAGES.deleted };
  });

  async function reportById(managerId: string, marketId: string, id: string) {
    const market = await ownedMarket(managerId, marketId);
    const reports = await listDayReports({
      db,
      managerId,
      marketId,
      tokenNames: new Map(market.tokens.map((t) => [t.id, t.name])),
    });
    return reports.find((r) => r.id === id) ?? null;
  }
};
