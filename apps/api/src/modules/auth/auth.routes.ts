import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PasswordResetRequestSchema,
  PasswordResetSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-errors';
import { requireUser, routeAuth } from '../../plugins/route-auth';
import { issueTokens, login } from './auth.service';
import { readLoginForm } from './login-form';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { revokeSession, rotateRefreshToken } from './sessions.repository';
import { bearerToken } from './tokens';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, signer, now, config } = app.ctx;

  app.post('/auth/login', { config: routeAuth.public }, async (request) => {
    const form = await readLoginForm(request);
    return login({ db, signer, form, ip: request.ip, now: now() });
  });

  // The refresh token travels as the bearer; it is rotated on every use.
  app.post('/auth/refresh', { config: routeAuth.public }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const time = now();
    const result = await rotateRefreshToken({ db, token, now: time });
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'refresh refused');
      throw unauthorized();
    }
    return issueTokens({ signer, ...result, now: time });
  });

  app.post('/auth/logout', { config: routeAuth.anyUser }, async (request, reply) => {
    const user = requireUser(request.authUser);
    await revokeSession({ db, sessionId: user.sessionId, now: now() });
    return reply.code(204).send();
  });

  app.post(
    '/auth/password-reset/request',
    { config: routeAuth.public, schema: { body: PasswordResetRequestSchema } },
    async (request) => {
      await requestPasswordReset({
        db,
        mailer: app.mailer,
        email: request.body.email,
        appUrl: config.appUrl,
        now: now(),
      });
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/auth/password-reset/reset',
    { config: routeAuth.public, schema: { body: PasswordResetSchema } },
    async (request) => {
      await resetPassword({ db, token: request.body.token, password: request.body.password, now: now() });
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
