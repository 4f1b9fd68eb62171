import { TokenReconciliationQuerySchema } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markets } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { tokenReconciliation } from './reconciliation.repository';

const MarketParams = z.object({ id: z.uuid('Market ID must be a valid UUID') });

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/markets/:id/tokens/reconciliation',
    {
      config: routeAuth.manager('OFF_SEASON'),
      schema: { params: MarketParams, querystring: TokenReconciliationQuerySchema },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const [market] = await db
        .select({ id: markets.id, timeZone: markets.timeZone })
        .from(markets)
        .where(and(eq(markets.id, request.params.id), eq(markets.managerId, managerId)));
      if (!market) throw notFound();
      return tokenReconciliation({
        db,
        market,
        start: request.query.start_date,
        end: request.query.end_date,
      });
    },
  );
};
