import {
  AttendanceSchema,
  AttendanceUpdateSchema,
  MarketDateSchema,
  MarketDatesQuerySchema,
  MarketDateUpdateSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketChangeOf, managedMarketOf } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { createMailLimiter } from '../notifications';
import { dayAttendance, markAttendance } from './attendance.service';
import { changeMarketDate, listMarketDates } from './market-dates.service';
import { seasonAccess } from './season-access';
import { DateParams, DateVendorParams } from './season-params';

// Staff of the market read the season and take attendance; changing the market's dates is a co-manager's decision.
const { read, plan: changeDates, day: mark } = seasonAccess;

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;
  const limiter = createMailLimiter({ db, now });
  const base = '/market-managers/markets/:id/dates';

  app.get(
    base,
    routeOptions(
      read,
      { params: MarketParams, querystring: MarketDatesQuerySchema },
      z.array(MarketDateSchema),
    ),
    async (request) => listMarketDates({ db, ...managedMarketOf(request), query: request.query, now: now() }),
  );

  app.put(
    `${base}/:date`,
    routeOptions(
      changeDates,
      { params: DateParams, body: MarketDateUpdateSchema },
      withMessage(MarketDateSchema),
    ),
    async (request) =>
      changeMarketDate({
        db,
        ...managedMarketChangeOf(request),
        date: request.params.date,
        input: request.body,
        now: now(),
        notify: { mailer: app.mailer, limiter, log: request.log, appUrl: config.appUrl },
      }),
  );

  app.get(
    `${base}/:date/attendance`,
    routeOptions(read, { params: DateParams }, z.array(AttendanceSchema)),
    async (request) => dayAttendance({ db, ...managedMarketOf(request), date: request.params.date }),
  );

  app.put(
    `${base}/:date/attendance/:marketVendorId`,
    routeOptions(
      mark,
      { params: DateVendorParams, body: AttendanceUpdateSchema },
      withMessage(AttendanceSchema),
    ),
    async (request) =>
      markAttendance({
        db,
        ...managedMarketChangeOf(request),
        date: request.params.date,
        marketVendorId: request.params.marketVendorId,
        input: request.body,
        now: now(),
      }),
  );
};
