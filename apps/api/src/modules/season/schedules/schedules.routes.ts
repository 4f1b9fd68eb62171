import { VendorScheduleSchema, VendorScheduleUpdateSchema, withMessage } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketChangeOf, managedMarketOf } from '../../../lib/actor';
import { routeOptions } from '../../../lib/route-options';
import { MarketParams, uuidParam } from '../../../lib/route-params';
import { seasonAccess } from '../season-access';
import { getSchedule, listSchedules, updateSchedule } from './schedules.service';

const VendorParams = MarketParams.extend({ marketVendorId: uuidParam('Market vendor') });

// Each vendor's schedule at a market (docs/season.md "Schedules"). The market's staff read them, as they read the
// season; setting a vendor's dates is the owner's or a co-manager's plan.
const { read, plan: write } = seasonAccess;

export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets/:id/schedules';

  app.get(
    base,
    routeOptions(read, { params: MarketParams }, z.array(VendorScheduleSchema)),
    async (request) => listSchedules({ db, ...managedMarketOf(request), now: now() }),
  );

  app.get(
    `${base}/:marketVendorId`,
    routeOptions(read, { params: VendorParams }, VendorScheduleSchema),
    async (request) =>
      getSchedule({
        db,
        ...managedMarketOf(request),
        marketVendorId: request.params.marketVendorId,
        now: now(),
      }),
  );

  app.put(
    `${base}/:marketVendorId`,
    routeOptions(
      write,
      { params: VendorParams, body: VendorScheduleUpdateSchema },
      withMessage(VendorScheduleSchema),
    ),
    async (request) =>
      updateSchedule({
        db,
        ...managedMarketChangeOf(request),
        marketVendorId: request.params.marketVendorId,
        input: request.body,
        now: now(),
      }),
  );
};
