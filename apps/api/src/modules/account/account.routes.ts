import {
  ACCOUNT_UPDATED_MESSAGE,
  ManagerAccountInputSchema,
  ManagerAccountSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerActor } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { routeAuth } from '../../plugins/route-auth';
import { loadManagerAccount, updateManagerAccount } from './account.repository';

// A lapsed manager still reaches their account: that is where a plan is chosen again.
const access = routeAuth.manager('ACCOUNT_ONLY');

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get('/market-managers/account', routeOptions(access, {}, ManagerAccountSchema), async (request) =>
    loadManagerAccount({ db, managerId: managerActor(request.authUser).managerId }),
  );

  app.put(
    '/market-managers/account',
    routeOptions(access, { body: ManagerAccountInputSchema }, withMessage(ManagerAccountSchema)),
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const data = await updateManagerAccount({ db, managerId, input: request.body, now: now() });
      return { message: ACCOUNT_UPDATED_MESSAGE, data };
    },
  );
};
