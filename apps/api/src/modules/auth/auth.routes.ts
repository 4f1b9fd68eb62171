import {
  MessageResponseSchema,
  NoContentSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RefreshResponseSchema,
  TokenResponseSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, successorKeyFrom } from '../../lib/crypto/tokens';
import { unauthorized } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { routeOptions } from '../../lib/route-options';
import { requireUser, routeAuth } from '../../plugins/route-auth';
import { issueTokens, login } from './auth.service';
import { backgroundTasks } from './background-tasks';
import { readLoginForm } from './login-form';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { revokeSession, rotateRefreshToken } from './sessions.repository';
import { loadSigningKey } from './signing-key.repository';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, signer, now, config } = app.ctx;
  const successorKey = successorKeyFrom(await loadSigningKey({ db, secret: config.JWT_SECRET }));
  const background = backgroundTasks({ owner: app.ctx, log: app.log });
  app.addHook('onClose', () => background.settle());

  app.post('/auth/login', routeOptions(routeAuth.public, {}, TokenResponseSchema), async (request) => {
    const form = await readLoginForm(request);
    return login({ db, signer, form, ip: request.ip, now: now() });
  });

  // The refresh token travels as the bearer; it is rotated on every use.
  app.post('/auth/refresh', routeOptions(routeAuth.public, {}, RefreshResponseSchema), async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const time = now();
    const result = await rotateRefreshToken({ db, token, successorKey, now: time });
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'refresh refused');
      throw unauthorized();
    }
    const { issuedAt, ...session } = result;
    return issueTokens({ signer, ...session, now: issuedAt });
  });

  app.post(
    '/auth/logout',
    { config: routeAuth.anyUser, schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const user = requireUser(request.authUser);
      await revokeSession({ db, sessionId: user.sessionId, now: now() });
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    '/auth/password-reset/request',
    routeOptions(routeAuth.public, { body: PasswordResetRequestSchema }, MessageResponseSchema),
    async (request) => {
      await requestPasswordReset({
        db,
        mailer: app.mailer,
        background,
        email: request.body.email,
        ip: request.ip,
        appUrl: config.appUrl,
        now: now(),
        locale: requestLocale(request),
      });
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/auth/password-reset/reset',
    routeOptions(routeAuth.public, { body: PasswordResetSchema }, MessageResponseSchema),
    async (request) => {
      await resetPassword({ db, token: request.body.token, password: request.body.password, now: now() });
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
