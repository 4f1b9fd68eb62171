import { APPLICATION_MESSAGES, ApplyInputSchema, BrowseMarketsQuerySchema } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketApplications } from '../../db/schema';
import { vendorActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { signFileUrl } from '../documents/signed-url';
import { loadApplications } from './applications.repository';
import { browseMarkets } from './browse-markets.repository';
import { managerApplicationsRoutes } from './manager-applications.routes';
import { applyToMarket, withdrawApplication } from './vendor-applications.service';

const IdParams = z.object({ id: z.uuid() });
const access = routeAuth.vendor;

// A vendor's side of applications: find a market, apply, follow the answer, withdraw (DESIGN.md §6).
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, fileUrlKey } = app.ctx;
  const base = '/vendors/self/applications';

  function ownApplications(vendorId: string, id?: string) {
    const at = now();
    return loadApplications({
      db,
      where: and(eq(marketApplications.vendorId, vendorId), id ? eq(marketApplications.id, id) : undefined),
      now: at,
      signLink: (documentId) => signFileUrl({ key: fileUrlKey, id: documentId, now: at }),
    });
  }

  app.get(
    '/vendors/self/markets/browse',
    { config: access, schema: { querystring: BrowseMarketsQuerySchema } },
    async (request) =>
      browseMarkets({ db, vendorId: vendorActor(request.authUser).vendorId, search: request.query.search }),
  );

  app.get(base, { config: access }, async (request) =>
    ownApplications(vendorActor(request.authUser).vendorId),
  );

  app.post(base, { config: access, schema: { body: ApplyInputSchema } }, async (request, reply) => {
    const actor = vendorActor(request.authUser);
    const id = await applyToMarket({ db, actor, input: request.body, now: now() });
    const [data] = await ownApplications(actor.vendorId, id);
    return reply.code(201).send({ message: APPLICATION_MESSAGES.applied, data });
  });

  app.post(`${base}/:id/withdraw`, { config: access, schema: { params: IdParams } }, async (request) => {
    const actor = vendorActor(request.authUser);
    await withdrawApplication({ db, actor, id: request.params.id, now: now() });
    const [data] = await ownApplications(actor.vendorId, request.params.id);
    if (!data) throw notFound();
    return { message: APPLICATION_MESSAGES.withdrawn, data };
  });

  await app.register(managerApplicationsRoutes);
};
