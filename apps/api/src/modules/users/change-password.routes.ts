import { ChangePasswordSchema, PASSWORD_CHANGE_MESSAGES, PasswordChangedSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options';
import { requireUser, routeAuth } from '../../plugins/route-auth';
import { changePassword } from './change-password.service';

export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  // Any signed-in user, at any access level: a lapsed manager can still secure their account.
  app.post(
    '/users/self/password',
    routeOptions(routeAuth.anyUser, { body: ChangePasswordSchema }, PasswordChangedSchema),
    async (request) => {
      const signedOut = await changePassword({
        db,
        user: requireUser(request.authUser),
        input: request.body,
        ip: request.ip,
        now: now(),
      });
      return { message: PASSWORD_CHANGE_MESSAGES.changed, signed_out_sessions: signedOut };
    },
  );
};
