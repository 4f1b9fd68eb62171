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
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { claimAttempt, claimedId, GUESS_LIMITS, settleAttempt } from '../auth';
import { listVendorAssociations } from './associations.repository';
import { joinAssociation, leaveAssociation } from './memberships.service';

const AssociationParams = idParams('Association');
const access = routeAuth.vendor;

export const vendorAssociationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/vendors/self/associations';

  app.get(base, routeOptions(access, {}, z.array(VendorAssociationSchema)), async (request) =>
    listVendorAssociations({ db, vendorId: vendorActor(request.authUser).vendorId }),
  );

  app.post(
    `${base}/join`,
    createdRouteOptions(access, { body: JoinAssociationSchema }, withMessage(VendorAssociationSchema)),
    async (request, reply) => {
      const { vendorId } = vendorActor(request.authUser);
      // Access codes are short: wrong guesses count like failed sign-ins, so codes cannot be tried at speed.
      // The guess is claimed before its code is checked, so concurrent guesses count one another.
      const attemptId = claimedId(
        await claimAttempt({
          db,
          key: `association-join:${vendorId}`,
          ip: `association-join:${request.ip}`,
          now: app.ctx.now(),
          limits: GUESS_LIMITS,
        }),
      );
      if (!attemptId) throw tooManyRequests(ASSOCIATION_MESSAGES.tooManyAttempts);
      // Settled before answering, so the caller's next guess sees this one's outcome.
      let joined: Awaited<ReturnType<typeof joinAssociation>>;
      try {
        joined = await joinAssociation({ db, vendorId, accessCode: request.body.access_code });
      } catch (error) {
        const wrongCode = error instanceof HttpError && error.status === 404;
        await settleAttempt({ db, id: attemptId, failed: wrongCode });
        throw error;
      }
      await settleAttempt({ db, id: attemptId, failed: false });
      return reply
        .code(201)
        .send({ message: ASSOCIATION_MESSAGES.joined(joined.name), data: joined.association });
    },
  );

  app.delete(
    `${base}/:id`,
    routeOptions(access, { params: AssociationParams }, MessageResponseSchema),
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
