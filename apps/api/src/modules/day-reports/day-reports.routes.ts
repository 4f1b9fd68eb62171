import {
  calendarDate,
  DAY_REPORT_MESSAGES,
  DayReportCalculatedSchema,
  DayReportInputSchema,
  DayReportSchema,
  MessageResponseSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { badRequest, notFound, orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { MarketParams, uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { getMarket } from '../markets';
import { toDayReportCalculatedJson, toDayReportDraft, toDayReportJson } from './day-reports.mapper';
import { calculateDay, listDayReports } from './day-reports.repository';
import { createDayReport, deleteDayReport, updateDayReport } from './day-reports.service';

const DateParams = MarketParams.extend({ date: calendarDate('Date is required') });
const ReportParams = MarketParams.extend({ reportId: uuidParam('Day report') });
// Market staff keep the day reports of the markets they work (docs/decisions/029).
const read = routeAuth.staff('STAFF', 'OFF_SEASON');
// docs/product.md §6: only managers create or edit day reports; like checkout, that needs a full plan.
const write = routeAuth.staff('STAFF', 'FULL');
const Saved = withMessage(DayReportSchema);

export const dayReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/market-managers/markets/:id/day-reports';

  async function ownedMarket(managerId: string, marketId: string) {
    return orNotFound(await getMarket({ db, managerId, marketId }));
  }

  app.get(base, routeOptions(read, { params: MarketParams }, z.array(DayReportSchema)), async (request) => {
    const { managerId } = managerActor(request.authUser);
    const market = await ownedMarket(managerId, request.params.id);
    const reports = await listDayReports({ db, managerId, marketId: market.id });
    return reports.map(toDayReportJson);
  });

  app.get(
    `${base}/:date/calculated`,
    routeOptions(read, { params: DateParams }, DayReportCalculatedSchema),
    async (request) => {
      const market = await ownedMarket(managerActor(request.authUser).managerId, request.params.id);
      const calculated = await calculateDay({
        db,
        marketId: market.id,
        date: request.params.date,
        customFieldNames: Object.keys(market.custom_fields),
      });
      return toDayReportCalculatedJson(calculated);
    },
  );

  app.post(
    base,
    createdRouteOptions(write, { params: MarketParams, body: DayReportInputSchema }, Saved),
    async (request, reply) => {
      const actor = managerActor(request.authUser);
      if (request.body.market !== request.params.id)
        throw badRequest('The report belongs to another market.');
      const market = await ownedMarket(actor.managerId, request.params.id);
      const id = await createDayReport({
        db,
        actor,
        marketId: request.body.market,
        marketDate: request.body.date,
        market,
        now: app.ctx.now(),
        draft: toDayReportDraft(request.body),
      });
      return reply.code(201).send({
        message: DAY_REPORT_MESSAGES.created,
        data: toDayReportJson(await reportById(actor.managerId, request.params.id, id)),
      });
    },
  );

  // docs/product.md §7 names the first segment {market} here; it is the same market id.
  app.put(
    `${base}/:reportId`,
    routeOptions(write, { params: ReportParams, body: DayReportInputSchema }, Saved),
    async (request) => {
      const actor = managerActor(request.authUser);
      const market = await ownedMarket(actor.managerId, request.params.id);
      await updateDayReport({
        db,
        actor,
        marketId: request.params.id,
        id: request.params.reportId,
        market,
        now: app.ctx.now(),
        draft: toDayReportDraft(request.body),
      });
      return {
        message: DAY_REPORT_MESSAGES.updated,
        data: toDayReportJson(await reportById(actor.managerId, request.params.id, request.params.reportId)),
      };
    },
  );

  app.delete(
    `${base}/:reportId`,
    routeOptions(write, { params: ReportParams }, MessageResponseSchema),
    async (request) => {
      const actor = managerActor(request.authUser);
      await deleteDayReport({ db, actor, marketId: request.params.id, id: request.params.reportId });
      return { message: DAY_REPORT_MESSAGES.deleted };
    },
  );

  // The report just written; gone only if it was deleted in between.
  async function reportById(managerId: string, marketId: string, id: string) {
    await ownedMarket(managerId, marketId);
    const reports = await listDayReports({ db, managerId, marketId });
    const report = reports.find((r) => r.id === id);
    if (!report) throw notFound();
    return report;
  }
};
