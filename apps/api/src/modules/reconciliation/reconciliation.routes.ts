import { TokenReconciliationQuerySchema, TokenReconciliationSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { toTokenReconciliationJson } from './reconciliation.mapper';
import { managedTokenReconciliation } from './reconciliation.repository';

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/markets/:id/tokens/reconciliation',
    routeOptions(
      routeAuth.staff('STAFF', 'OFF_SEASON'),
      { params: MarketParams, querystring: TokenReconciliationQuerySchema },
      TokenReconciliationSchema,
    ),
    async (request) => {
      const reconciliation = await managedTokenReconciliation({
        db,
        ...managedMarketOf(request),
        start: request.query.start_date,
        end: request.query.end_date,
      });
      if (!reconciliation) throw notFound();
      return toTokenReconciliationJson(reconciliation);
    },
  );
};
