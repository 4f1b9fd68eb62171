import { FileResponseSchema, withMessage } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { routeAuth } from '../../plugins/route-auth';
import { resetVendorFeed, vendorFeedIcs, vendorFeedUrl } from './vendor-feed.service';

// The vendor's private calendar feed (docs/season.md "Calendars"): the vendor reads and resets its URL; the feed
// itself is public to whoever holds the secret, as a calendar app fetching it has no session.
const FeedUrlSchema = z.object({ url: z.string() });
const FeedParams = z.object({ token: z.string() });
const RESET_MESSAGE = 'Your calendar link is new: the old one no longer works.';

export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.ctx;

  app.get('/vendors/self/calendar', routeOptions(routeAuth.vendor, {}, FeedUrlSchema), async (request) =>
    vendorFeedUrl({ db, vendorId: vendorActor(request.authUser).vendorId, appUrl: config.appUrl }),
  );

  app.post(
    '/vendors/self/calendar/reset',
    routeOptions(routeAuth.vendor, {}, withMessage(FeedUrlSchema)),
    async (request) => {
      const { vendorId } = vendorActor(request.authUser);
      const data = await resetVendorFeed({ db, vendorId, appUrl: config.appUrl, now: now() });
      return { message: RESET_MESSAGE, data };
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: routeAuth.public,
      schema: { params: FeedParams, response: { 200: FileResponseSchema, 404: FileResponseSchema } },
    },
    async (request, reply) => {
      const body = await vendorFeedIcs({
        db,
        token: request.params.token,
        appUrl: config.appUrl,
        now: now(),
      });
      if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(body);
    },
  );
};
