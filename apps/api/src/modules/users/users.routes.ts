import {
  CreatedAccountSchema,
  CreateManagerAccountSchema,
  CreateVendorAccountSchema,
  LanguageChoiceSchema,
  SelfUserSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { requireUser, routeAuth } from '../../plugins/route-auth';
import { employerName } from '../auth';
import { createManagerAccount, createVendorAccount } from './accounts.service';
import { withSignupPlace } from './signup-limit';
import { loadSelf, saveLanguage } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;
  const signup = <T>(ip: string, create: () => Promise<T>) =>
    withSignupPlace({ db, ip, now: now(), perHour: config.SIGNUPS_PER_ADDRESS, create });

  app.get('/users/self', routeOptions(routeAuth.anyUser, {}, SelfUserSchema), async (request) => {
    const user = requireUser(request.authUser);
    const self = orNotFound(await loadSelf({ db, userId: user.id }));
    if (user.role !== 'MARKET_STAFF') return { ...self, access: user.access };
    const employer_name = await employerName({ db, managerId: user.managerId });
    return {
      ...self,
      access: user.access,
      staff: { role: user.staff.role, market_ids: user.staff.marketIds, employer_name },
    };
  });

  // Any signed-in user, at any access level: reading the app in one's language is never a paid feature.
  app.put(
    '/users/self/language',
    routeOptions(routeAuth.anyUser, { body: LanguageChoiceSchema }, LanguageChoiceSchema),
    async (request) => {
      const user = requireUser(request.authUser);
      await saveLanguage({ db, userId: user.id, language: request.body.language });
      return { language: request.body.language };
    },
  );

  app.post(
    '/users/vendor',
    createdRouteOptions(routeAuth.public, { body: CreateVendorAccountSchema }, CreatedAccountSchema),
    async (request, reply) => {
      const user = await signup(request.ip, () => createVendorAccount({ db, input: request.body }));
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/users/market_manager',
    createdRouteOptions(routeAuth.public, { body: CreateManagerAccountSchema }, CreatedAccountSchema),
    async (request, reply) => {
      const user = await signup(request.ip, () =>
        createManagerAccount({ db, input: request.body, now: now() }),
      );
      return reply.code(201).send(user);
    },
  );
};
