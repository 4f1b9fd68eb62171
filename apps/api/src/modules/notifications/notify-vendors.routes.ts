import {
  NOTIFICATION_MESSAGES,
  NotifyVendorsReachSchema,
  NotifyVendorsResultSchema,
  NotifyVendorsSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { createMailLimiter } from './mail-limit';
import { broadcastReach, notifyMarketVendors } from './market-broadcast';

const MarketParams = idParams('Market');

// A manager's broadcast to every vendor in one of their markets: in the inbox of those with an account, by
// e-mail to the kept vendors with an address.
export const notifyVendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;
  const limiter = createMailLimiter({ db, now });

  // Asked before sending, so the form can say how many vendors will receive it.
  app.get(
    '/market-managers/markets/:id/vendors/notify',
    routeOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      { params: MarketParams },
      NotifyVendorsReachSchema,
    ),
    async (request) =>
      broadcastReach({
        db,
        ...managedMarketOf(request),
      }),
  );

  app.post(
    '/market-managers/markets/:id/vendors/notify',
    routeOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      { params: MarketParams, body: NotifyVendorsSchema },
      NotifyVendorsResultSchema,
    ),
    async (request) => {
      const reached = await notifyMarketVendors({
        db,
        mailer: app.mailer,
        limiter,
        log: request.log,
        actor: managerActor(request.authUser),
        marketId: request.params.id,
        input: request.body,
        now: now(),
        appUrl: config.appUrl,
      });
      return { message: NOTIFICATION_MESSAGES.notified(reached.vendor_count), ...reached };
    },
  );
};
