import {
  BoothAssignmentSchema,
  BoothAssignmentsSchema,
  BoothAssignmentUpdateSchema,
  BoothMapSchema,
  BoothMapUpdateSchema,
  VendorBoothSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketChangeOf, managedMarketOf, vendorActor } from '../../../lib/actor';
import { routeOptions } from '../../../lib/route-options';
import { MarketParams } from '../../../lib/route-params';
import { routeAuth } from '../../../plugins/route-auth';
import { seasonAccess } from '../season-access';
import { DateParams, DateVendorParams } from '../season-params';
import { assignBooth, dayBooths, getBoothMap, saveBoothMapLayout, vendorBooths } from './booth-map.service';

// The booth map and the booths given out per date (docs/season.md "The booth map"). Staff read the map and move
// vendors on the day; drawing the map is the owner's and co-managers'.
const { read, plan: editMap, day: assign } = seasonAccess;

export const boothMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets/:id/booth-map';

  app.get(base, routeOptions(read, { params: MarketParams }, BoothMapSchema), async (request) =>
    getBoothMap({ db, ...managedMarketOf(request) }),
  );

  app.put(
    base,
    routeOptions(editMap, { params: MarketParams, body: BoothMapUpdateSchema }, withMessage(BoothMapSchema)),
    async (request) =>
      saveBoothMapLayout({
        db,
        ...managedMarketChangeOf(request),
        input: request.body,
        now: now(),
      }),
  );

  app.get(
    `${base}/dates/:date`,
    routeOptions(read, { params: DateParams }, BoothAssignmentsSchema),
    async (request) => dayBooths({ db, ...managedMarketOf(request), date: request.params.date }),
  );

  app.put(
    `${base}/dates/:date/:marketVendorId`,
    routeOptions(
      assign,
      { params: DateVendorParams, body: BoothAssignmentUpdateSchema },
      withMessage(BoothAssignmentSchema),
    ),
    async (request) =>
      assignBooth({
        db,
        ...managedMarketOf(request),
        date: request.params.date,
        marketVendorId: request.params.marketVendorId,
        input: request.body,
        now: now(),
      }),
  );

  app.get(
    '/vendors/self/booths',
    routeOptions(routeAuth.vendor, {}, z.array(VendorBoothSchema)),
    async (request) => vendorBooths({ db, vendorId: vendorActor(request.authUser).vendorId, now: now() }),
  );
};
