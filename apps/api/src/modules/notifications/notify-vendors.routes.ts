import { NOTIFICATION_MESSAGES, NotifyVendorsResultSchema, NotifyVendorsSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { routeAuth } from '../../plugins/route-auth';
import { notifyMarketVendors } from './notifications.service';

const MarketParams = z.object({ id: z.uuid() });

// A manager's broadcast to every vendor account in one of their markets.
export const notifyVendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.ctx;

  app.post(
    '/market-managers/markets/:id/vendors/notify',
    {
      config: routeAuth.manager('OFF_SEASON'),
      schema: {
        params: MarketParams,
        body: NotifyVendorsSchema,
        response: { 200: NotifyVendorsResultSchema },
      },
    },
    async (request) => {
      const count = await notifyMarketVendors({
        db,
        mailer: app.mailer,
        log: request.log,
        actor: managerActor(request.authUser),
        marketId: request.params.id,
        input: request.body,
        now: now(),
        appUrl: config.appUrl,
      });
      return { message: NOTIFICATION_MESSAGES.notified(count), vendor_count: count };
    },
  );
};
