import {
  MARKET_MESSAGES,
  MarketInputSchema,
  MarketPublicPageInputSchema,
  MarketPublicPageResultSchema,
  MarketRulesSchema,
  MarketSchema,
  MarketSearchQuerySchema,
  MessageResponseSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { getMarket, listMarkets, searchMarkets } from './markets.repository';
import { createMarket, deleteMarket, updateMarket, updatePublicPage, updateRules } from './markets.service';

const access = routeAuth.manager('OFF_SEASON');
// Staff read the markets they work; co-managers also edit them (docs/decisions/029). Creating and deleting a
// market stays with the owner.
const staffLists = routeAuth.manager('OFF_SEASON', { role: 'STAFF', market: 'lists' });
const staffRead = routeAuth.manager('OFF_SEASON', { role: 'STAFF', market: { in: 'params', field: 'id' } });
const coManage = routeAuth.manager('OFF_SEASON', {
  role: 'CO_MANAGER',
  market: { in: 'params', field: 'id' },
});
const MarketList = { 200: z.array(MarketSchema) };
const SavedMarket = withMessage(MarketSchema);

export const marketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets';

  app.get(base, { config: staffLists, schema: { response: MarketList } }, async (request) => {
    const { managerId, marketIds } = managerActor(request.authUser);
    return listMarkets({ db, managerId, marketIds });
  });

  app.get(
    `${base}/search`,
    { config: staffLists, schema: { querystring: MarketSearchQuerySchema, response: MarketList } },
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      return searchMarkets({ db, managerId, marketIds, term: request.query.search_term });
    },
  );

  app.get(`${base}/:id`, routeOptions(staffRead, { params: MarketParams }, MarketSchema), async (request) => {
    return orNotFound(await getMarket({ db, ...managedMarketOf(request) }));
  });

  app.post(
    base,
    createdRouteOptions(access, { body: MarketInputSchema }, SavedMarket),
    async (request, reply) => {
      // Read back in the same request: only a delete in between could lose it.
      const market = orNotFound(
        await createMarket({ db, input: request.body, actor: managerActor(request.authUser) }),
      );
      return reply.code(201).send({ message: MARKET_MESSAGES.created, data: market });
    },
  );

  app.put(
    `${base}/:id`,
    routeOptions(coManage, { params: MarketParams, body: MarketInputSchema }, SavedMarket),
    async (request) => {
      const market = orNotFound(
        await updateMarket({
          db,
          marketId: request.params.id,
          input: request.body,
          actor: managerActor(request.authUser),
          now: now(),
        }),
      );
      return { message: MARKET_MESSAGES.updated, data: market };
    },
  );

  app.put(
    `${base}/:id/rules`,
    routeOptions(coManage, { params: MarketParams, body: MarketRulesSchema }, SavedMarket),
    async (request) => {
      const market = orNotFound(
        await updateRules({
          db,
          ...managedMarketOf(request),
          rules: request.body,
          now: now(),
        }),
      );
      return { message: MARKET_MESSAGES.rulesUpdated, data: market };
    },
  );

  // The public page at /m/{slug} (docs/product.md §18): its address, whether it is on, and the shoppers' rules.
  app.put(
    `${base}/:id/public-page`,
    routeOptions(
      coManage,
      { params: MarketParams, body: MarketPublicPageInputSchema },
      MarketPublicPageResultSchema,
    ),
    async (request) => {
      const page = await updatePublicPage({
        db,
        ...managedMarketOf(request),
        page: request.body,
        now: now(),
      });
      return { message: MARKET_MESSAGES.publicPageUpdated, data: page };
    },
  );

  app.delete(
    `${base}/:id`,
    routeOptions(access, { params: MarketParams }, MessageResponseSchema),
    async (request) => {
      await deleteMarket({ db, ...managedMarketOf(request) });
      return { message: MARKET_MESSAGES.deleted };
    },
  );
};
