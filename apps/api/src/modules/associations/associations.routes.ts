import {
  ASSOCIATION_MESSAGES,
  AssociationDetailSchema,
  AssociationInputSchema,
  AssociationSchema,
  AssociationUpdateSchema,
  MessageResponseSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams, uuidParam } from '../../lib/route-params';
import { requireUser, routeAuth } from '../../plugins/route-auth';
import { getAssociation, listAssociations, listMembers } from './associations.repository';
import { createAssociation, regenerateAccessCode, updateAssociation } from './associations.service';
import { removeMember } from './memberships.service';
import { vendorAssociationsRoutes } from './vendor-associations.routes';

const AssociationParams = idParams('Association');
const MemberParams = AssociationParams.extend({ vendorId: uuidParam('Vendor') });
const access = routeAuth.admin;
const Saved = withMessage(AssociationSchema);

// Admins run every association (docs/product.md §13); vendors join and leave through /vendors/self/associations.
export const associationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/admin/associations';

  app.get(base, routeOptions(access, {}, z.array(AssociationSchema)), async () => listAssociations({ db }));

  app.post(
    base,
    createdRouteOptions(access, { body: AssociationInputSchema }, Saved),
    async (request, reply) => {
      const association = await createAssociation({
        db,
        input: request.body,
        userId: requireUser(request.authUser).id,
      });
      return reply.code(201).send({ message: ASSOCIATION_MESSAGES.created, data: association });
    },
  );

  app.get(
    `${base}/:id`,
    routeOptions(access, { params: AssociationParams }, AssociationDetailSchema),
    async (request) => {
      const association = orNotFound(await getAssociation({ db, associationId: request.params.id }));
      return { ...association, vendors: await listMembers({ db, associationId: association.id }) };
    },
  );

  app.put(
    `${base}/:id`,
    routeOptions(access, { params: AssociationParams, body: AssociationUpdateSchema }, Saved),
    async (request) => {
      const association = await updateAssociation({
        db,
        associationId: request.params.id,
        input: request.body,
        now: now(),
      });
      return { message: ASSOCIATION_MESSAGES.updated, data: association };
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      routeOptions(access, { params: AssociationParams }, Saved),
      async (request) => {
        const association = await updateAssociation({
          db,
          associationId: request.params.id,
          input: { active },
          now: now(),
        });
        const message = active ? ASSOCIATION_MESSAGES.activated : ASSOCIATION_MESSAGES.deactivated;
        return { message, data: association };
      },
    );
  }

  app.post(
    `${base}/:id/access-code`,
    routeOptions(access, { params: AssociationParams }, Saved),
    async (request) => {
      const association = await regenerateAccessCode({
        db,
        associationId: request.params.id,
        now: now(),
      });
      return { message: ASSOCIATION_MESSAGES.codeRegenerated, data: association };
    },
  );

  app.delete(
    `${base}/:id/vendors/:vendorId`,
    routeOptions(access, { params: MemberParams }, MessageResponseSchema),
    async (request) => {
      await removeMember({ db, associationId: request.params.id, vendorId: request.params.vendorId });
      return { message: ASSOCIATION_MESSAGES.memberRemoved };
    },
  );

  await app.register(vendorAssociationsRoutes);
};
