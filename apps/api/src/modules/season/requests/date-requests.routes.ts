import {
  calendarDate,
  DateRequestDecisionSchema,
  DateRequestSchema,
  DateRequestsQuerySchema,
  SeasonSettingsSchema,
  VendorDateChangeSchema,
  VendorDateSchema,
  VendorMarketDatesSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketChangeOf, managedMarketOf, vendorActor } from '../../../lib/actor';
import { routeOptions } from '../../../lib/route-options';
import { MarketParams, uuidParam } from '../../../lib/route-params';
import { routeAuth } from '../../../plugins/route-auth';
import { seasonAccess } from '../season-access';
import {
  decideDateRequest,
  marketDateRequests,
  saveSeasonSettings,
  seasonSettings,
} from './request-decisions.service';
import { changeVendorDate, vendorMarketDates } from './vendor-dates.service';

// The vendor's dates, their requests and drops, the waitlist and the deadline (docs/season.md "Requests and the waitlist").
const VendorMarketParams = z.object({ market_id: uuidParam('Market') });
const VendorDateParams = VendorMarketParams.extend({ date: calendarDate('Date is required') });
const RequestParams = MarketParams.extend({ request_id: uuidParam('Request') });

// Staff read the requests and the deadline; answering a request and setting the deadline are a co-manager's.
const { read, plan: write } = seasonAccess;

export const dateRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const vendorBase = '/vendors/self/markets/:market_id/dates';
  const managerBase = '/market-managers/markets/:id';

  app.get(
    vendorBase,
    routeOptions(routeAuth.vendor, { params: VendorMarketParams }, VendorMarketDatesSchema),
    async (request) =>
      vendorMarketDates({
        db,
        vendorId: vendorActor(request.authUser).vendorId,
        marketId: request.params.market_id,
        now: now(),
      }),
  );

  app.put(
    `${vendorBase}/:date`,
    routeOptions(
      routeAuth.vendor,
      { params: VendorDateParams, body: VendorDateChangeSchema },
      withMessage(VendorDateSchema),
    ),
    async (request) => {
      const actor = vendorActor(request.authUser);
      return changeVendorDate({
        db,
        vendorId: actor.vendorId,
        userId: actor.userId,
        marketId: request.params.market_id,
        date: request.params.date,
        input: request.body,
        now: now(),
      });
    },
  );

  app.get(
    `${managerBase}/date-requests`,
    routeOptions(
      read,
      { params: MarketParams, querystring: DateRequestsQuerySchema },
      z.array(DateRequestSchema),
    ),
    async (request) => marketDateRequests({ db, ...managedMarketOf(request), status: request.query.status }),
  );

  app.put(
    `${managerBase}/date-requests/:request_id`,
    routeOptions(
      write,
      { params: RequestParams, body: DateRequestDecisionSchema },
      withMessage(DateRequestSchema),
    ),
    async (request) =>
      decideDateRequest({
        db,
        ...managedMarketChangeOf(request),
        requestId: request.params.request_id,
        input: request.body,
        now: now(),
      }),
  );

  app.get(
    `${managerBase}/season-settings`,
    routeOptions(read, { params: MarketParams }, SeasonSettingsSchema),
    async (request) => seasonSettings({ db, ...managedMarketOf(request) }),
  );

  app.put(
    `${managerBase}/season-settings`,
    routeOptions(
      write,
      { params: MarketParams, body: SeasonSettingsSchema },
      withMessage(SeasonSettingsSchema),
    ),
    async (request) => saveSeasonSettings({ db, ...managedMarketOf(request), input: request.body }),
  );
};
