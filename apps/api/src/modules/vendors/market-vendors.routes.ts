import { MarketVendorSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { listMarketVendors } from './market-vendors.repository';

// Staff of the market may read its vendors (docs/decisions/029-staff-accounts.md).
const staffRead = routeAuth.manager('OFF_SEASON', { role: 'STAFF', market: { in: 'params', field: 'id' } });

// A market's vendors, under the market's path; it lives here because vendors build on markets, not the reverse
// (docs/decisions/031-api-tiers.md).
export const marketVendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/markets/:id/vendors',
    routeOptions(staffRead, { params: MarketParams }, z.array(MarketVendorSchema)),
    async (request) => {
      return orNotFound(
        await listMarketVendors({
          db,
          ...managedMarketOf(request),
          now: app.ctx.now(),
        }),
      );
    },
  );
};
