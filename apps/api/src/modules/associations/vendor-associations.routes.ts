import { ASSOCIATION_MESSAGES, JoinAssociationSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { routeAuth } from '../../plugins/route-auth';
import { listVendorAssociations } from './associations.repository';
import { joinAssociation, leaveAssociation } from './memberships.service';

const AssociationParams = z.object({ id: z.uuid('Association ID must be a valid UUID') });
const access = routeAuth.vendor;

export const vendorAssociationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/vendors/self/associations';

  app.get(base, { config: access }, async (request) =>
    listVendorAssociations({ db, vendorId: vendorActor(request.authUser).vendorId }),
  );

  app.post(
    `${base}/join`,
    { config: access, schema: { body: JoinAssociationSchema } },
    async (request, reply) => {
      const { name, association } = await joinAssociation({
        db,
        vendorId: vendorActor(request.authUser).vendorId,
        accessCode: request.body.access_code,
      });
      return reply.code(201).send({ message: ASSOCIATION_MESSAGES.joined(name), data: association });
    },
  );

  app.delete(`${base}/:id`, { config: access, schema: { params: AssociationParams } }, async (request) => {
    const { name } = await leaveAssociation({
      db,
      vendorId: vendorActor(request.authUser).vendorId,
      associationId: request.params.id,
    });
    return { message: ASSOCIATION_MESSAGES.left(name) };
  });
};
