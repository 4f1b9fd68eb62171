import {
  APPLICATION_MESSAGES,
  ApplicationResultSchema,
  ApplicationSchema,
  ApplyInputSchema,
  BrowseMarketSchema,
  BrowseMarketsQuerySchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { listVendorApplications } from './applications.repository';
import { browseMarkets } from './browse-markets.repository';
import { readAt } from './document-links';
import { managerApplicationsRoutes } from './manager-applications.routes';
import { applyToMarket, withdrawApplication } from './vendor-applications.service';

const IdParams = idParams('Application');
const access = routeAuth.vendor;

// A vendor's side of applications: find a market, apply, follow the answer, withdraw (docs/product.md §13).
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, fileUrlKey } = app.ctx;
  const base = '/vendors/self/applications';

  function ownApplications(vendorId: string, id?: string) {
    return listVendorApplications({ db, vendorId, id, ...readAt(fileUrlKey, now()) });
  }

  app.get(
    '/vendors/self/markets/browse',
    routeOptions(access, { querystring: BrowseMarketsQuerySchema }, z.array(BrowseMarketSchema)),
    async (request) =>
      browseMarkets({ db, vendorId: vendorActor(request.authUser).vendorId, search: request.query.search }),
  );

  app.get(base, routeOptions(access, {}, z.array(ApplicationSchema)), async (request) =>
    ownApplications(vendorActor(request.authUser).vendorId),
  );

  app.post(
    base,
    createdRouteOptions(access, { body: ApplyInputSchema }, ApplicationResultSchema),
    async (request, reply) => {
      const actor = vendorActor(request.authUser);
      const id = await applyToMarket({ db, actor, input: request.body, now: now() });
      const [data] = await ownApplications(actor.vendorId, id);
      // Read back in the same request: only a delete in between could lose it.
      if (!data) throw notFound();
      return reply.code(201).send({ message: APPLICATION_MESSAGES.applied, data });
    },
  );

  app.post(
    `${base}/:id/withdraw`,
    routeOptions(access, { params: IdParams }, ApplicationResultSchema),
    async (request) => {
      const actor = vendorActor(request.authUser);
      await withdrawApplication({ db, actor, id: request.params.id, now: now() });
      const [data] = await ownApplications(actor.vendorId, request.params.id);
      if (!data) throw notFound();
      return { message: APPLICATION_MESSAGES.withdrawn, data };
    },
  );

  await app.register(managerApplicationsRoutes);
};
