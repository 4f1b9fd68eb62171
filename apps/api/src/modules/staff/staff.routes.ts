import {
  CreatedAccountSchema,
  MessageResponseSchema,
  STAFF_MESSAGES,
  StaffAcceptInputSchema,
  StaffInvitationSchema,
  StaffInvitationTokenSchema,
  StaffInviteInputSchema,
  StaffListSchema,
  StaffMemberResultSchema,
  StaffUpdateInputSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerActor } from '../../lib/actor';
import { requestLocale } from '../../lib/i18n/translate';
import { routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { createMailLimiter } from '../notifications';
import { listStaff, seatLimit, seatsUsed } from './staff.repository';
import { acceptInvitation, inviteStaff, lookupInvitation, revokeStaff, updateStaff } from './staff.service';

const IdParams = idParams('Staff member');
// Staff are part of the manager's account, which a lapsed manager still reaches (revoking must always work).
const owner = routeAuth.manager('ACCOUNT_ONLY');

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;
  const limiter = createMailLimiter({ db, now });

  app.get('/market-managers/staff', routeOptions(owner, {}, StaffListSchema), async (request) => {
    const { managerId } = ownerActor(request.authUser);
    const [staff, used, limit] = await Promise.all([
      listStaff({ db, managerId }),
      seatsUsed({ db, managerId, now: now() }),
      seatLimit({ db, managerId }),
    ]);
    return { staff, seats: { used, limit } };
  });

  app.post(
    '/market-managers/staff',
    {
      config: routeAuth.manager('OFF_SEASON'),
      schema: { body: StaffInviteInputSchema, response: { 201: StaffMemberResultSchema } },
    },
    async (request, reply) => {
      const member = await inviteStaff({
        db,
        mailer: app.mailer,
        limiter,
        owner: ownerActor(request.authUser),
        input: request.body,
        appUrl: config.appUrl,
        now: now(),
        locale: requestLocale(request),
      });
      return reply.code(201).send({ message: STAFF_MESSAGES.invited, data: member });
    },
  );

  app.put(
    '/market-managers/staff/:id',
    {
      config: routeAuth.manager('OFF_SEASON'),
      schema: { params: IdParams, body: StaffUpdateInputSchema, response: { 200: StaffMemberResultSchema } },
    },
    async (request) => {
      const { managerId } = ownerActor(request.authUser);
      const data = await updateStaff({ db, managerId, id: request.params.id, input: request.body });
      return { message: STAFF_MESSAGES.updated, data };
    },
  );

  app.post(
    '/market-managers/staff/:id/revoke',
    routeOptions(owner, { params: IdParams }, StaffMemberResultSchema),
    async (request) => {
      const { managerId } = ownerActor(request.authUser);
      const data = await revokeStaff({ db, managerId, id: request.params.id, now: now() });
      return { message: STAFF_MESSAGES.revoked, data };
    },
  );

  // The invitation link's page: public, by the token (a POST keeps the token out of access logs).
  app.post(
    '/staff-invitations/lookup',
    routeOptions(routeAuth.public, { body: StaffInvitationTokenSchema }, StaffInvitationSchema),
    async (request) => lookupInvitation({ db, token: request.body.token, now: now() }),
  );

  app.post(
    '/staff-invitations/accept',
    {
      config: routeAuth.public,
      schema: {
        body: StaffAcceptInputSchema,
        response: { 201: CreatedAccountSchema.extend({ message: MessageResponseSchema.shape.message }) },
      },
    },
    async (request, reply) => {
      const { confirm_password: _confirm, ...input } = request.body;
      const user = await acceptInvitation({ db, input, now: now() });
      return reply.code(201).send({ ...user, message: STAFF_MESSAGES.accepted });
    },
  );
};
