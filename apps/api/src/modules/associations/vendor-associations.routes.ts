import {
  ASSOCIATION_MESSAGES,
  JoinAssociationSchema,
  MessageResponseSchema,
  VendorAssociationSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { HttpError, tooManyRequests } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { isLoginLimited, recordLoginAttempt } from '../auth/login-limit';
import { listVendorAssociations } from './associations.repository';
import { joinAssociation, leaveAssociation } from './memberships.service';

const AssociationParams = z.object({ id: z.uuid('Association ID must be a valid UUID') });
const access = routeAuth.vendor;

export const vendorAssociationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/vendors/self/associations';

  app.get(
    base,
    { config: access, schema: { response: { 200: z.array(VendorAssociationSchema) } } },
    async (request) => listVendorAssociations({ db, vendorId: vendorActor(request.authUser).vendorId }),
  );

  app.post(
    `${base}/join`,
    {
      config: access,
      schema: { body: JoinAssociationSchema, response: { 201: withMessage(VendorAssociationSchema) } },
    },
    async (request, reply) => {
      const { vendorId } = vendorActor(request.authUser);
      // Access codes are short: wrong guesses count like failed sign-ins, so codes cannot be tried at speed.
      const attempt = {
        db,
        usernameKey: `association-join:${vendorId}`,
        ip: `association-join:${request.ip}`,
        now: app.ctx.now(),
      };
      if (await isLoginLimited(attempt)) throw tooManyRequests(ASSOCIATION_MESSAGES.tooManyAttempts);
      try {
        const { name, association } = await joinAssociation({
          db,
          vendorId,
          accessCode: request.body.access_code,
        });
        return reply.code(201).send({ message: ASSOCIATION_MESSAGES.joined(name), data: association });
      } catch (error) {
        if (error instanceof HttpError && error.status === 404)
          await recordLoginAttempt({ ...attempt, succeeded: false });
        throw error;
      }
    },
  );

  app.delete(
    `${base}/:id`,
    { config: access, schema: { params: AssociationParams, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { name } = await leaveAssociation({
        db,
        vendorId: vendorActor(request.authUser).vendorId,
        associationId: request.params.id,
      });
      return { message: ASSOCIATION_MESSAGES.left(name) };
    },
  );
};
