import {
  BoothAssignmentSchema,
  BoothAssignmentsSchema,
  BoothAssignmentUpdateSchema,
  BoothMapSchema,
  BoothMapUpdateSchema,
  calendarDate,
  VendorBoothSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor, vendorActor } from '../../../lib/actor';
import { MarketParams, uuidParam } from '../../../lib/route-params';
import { routeAuth } from '../../../plugins/route-auth';
import { assignBooth, dayBooths, getBoothMap, saveBoothMapLayout, vendorBooths } from './booth-map.service';

const DateParams = MarketParams.extend({ date: calendarDate('Date is required') });
const VendorParams = DateParams.extend({ marketVendorId: uuidParam('Market vendor') });

// The booth map and the booths given out per date (docs/season.md "The booth map"). Staff read the map and move
// vendors on the day; drawing the map is the owner's and co-managers' (docs/decisions/029).
const read = routeAuth.staff('STAFF', 'OFF_SEASON');
const editMap = routeAuth.staff('CO_MANAGER', 'FULL');
const assign = routeAuth.staff('STAFF', 'FULL');

export const boothMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets/:id/booth-map';

  app.get(
    base,
    { config: read, schema: { params: MarketParams, response: { 200: BoothMapSchema } } },
    async (request) => getBoothMap({ db, ...managedMarketOf(request) }),
  );

  app.put(
    base,
    {
      config: editMap,
      schema: {
        params: MarketParams,
        body: BoothMapUpdateSchema,
        response: { 200: withMessage(BoothMapSchema) },
      },
    },
    async (request) =>
      saveBoothMapLayout({
        db,
        ...managedMarketOf(request),
        input: request.body,
        userId: managerActor(request.authUser).userId,
        now: now(),
      }),
  );

  app.get(
    `${base}/dates/:date`,
    { config: read, schema: { params: DateParams, response: { 200: BoothAssignmentsSchema } } },
    async (request) => dayBooths({ db, ...managedMarketOf(request), date: request.params.date }),
  );

  app.put(
    `${base}/dates/:date/:marketVendorId`,
    {
      config: assign,
      schema: {
        params: VendorParams,
        body: BoothAssignmentUpdateSchema,
        response: { 200: withMessage(BoothAssignmentSchema) },
      },
    },
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
    { config: routeAuth.vendor, schema: { response: { 200: z.array(VendorBoothSchema) } } },
    async (request) => vendorBooths({ db, vendorId: vendorActor(request.authUser).vendorId, now: now() }),
  );
};
