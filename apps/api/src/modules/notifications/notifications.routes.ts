import {
  BulkArchiveSchema,
  BulkDeleteResultSchema,
  BulkDeleteSchema,
  BulkReadSchema,
  BulkUpdateResultSchema,
  CreateNotificationSchema,
  MarkReadQuerySchema,
  MessageResponseSchema,
  NOTIFICATION_MESSAGES,
  NotificationPageSchema,
  NotificationResultSchema,
  NotificationsQuerySchema,
  statusForFilter,
  UnreadCountSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { type AuthUser, requireUser, routeAuth, SIGNED_IN_ROLES } from '../../plugins/route-auth';
import { countUnread, deleteNotifications, listNotifications, updateOwned } from './notifications.repository';
import { sendMessage } from './notifications.service';

// The client's inbox filters ('all', 'archived') are accepted as well as the stored statuses.
const ListQuery = NotificationsQuerySchema.extend({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? statusForFilter(value) : value),
    NotificationsQuerySchema.shape.status,
  ),
});
const NotificationParams = idParams('Notification');
const access = routeAuth.roles(SIGNED_IN_ROLES, 'OFF_SEASON');

// Every route works on the caller's own inbox; another user's notification is simply not found.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  // Marks or archives those of `ids` that are the caller's own; answers how many changed.
  const updateMine = (user: AuthUser | null, ids: string[], set: Parameters<typeof updateOwned>[0]['set']) =>
    updateOwned({ db, userId: requireUser(user).id, ids, set });

  app.get(
    '/notifications',
    routeOptions(access, { querystring: ListQuery }, NotificationPageSchema),
    async (request) =>
      listNotifications({ db, userId: requireUser(request.authUser).id, query: request.query }),
  );

  // The inbox badge: unread, not archived, addressed to the caller.
  app.get('/notifications/unread', routeOptions(access, {}, UnreadCountSchema), async (request) => ({
    count: await countUnread({ db, userId: requireUser(request.authUser).id }),
  }));

  // Only managers and vendors have someone to write to.
  app.post(
    '/notifications',
    {
      config: routeAuth.roles(['MARKET_MANAGER', 'VENDOR'], 'OFF_SEASON'),
      schema: { body: CreateNotificationSchema, response: { 201: NotificationResultSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request.authUser);
      const data = await sendMessage({ db, user, input: request.body, now: now() });
      return reply.code(201).send({ message: NOTIFICATION_MESSAGES.sent, data });
    },
  );

  app.patch(
    '/notifications/:id/read',
    routeOptions(
      access,
      { params: NotificationParams, querystring: MarkReadQuerySchema },
      MessageResponseSchema,
    ),
    async (request) => {
      const updated = await updateMine(request.authUser, [request.params.id], {
        isRead: request.query.mark_as_read,
      });
      if (updated === 0) throw notFound();
      return { message: 'Notification updated' };
    },
  );

  app.patch(
    '/notifications/read/bulk',
    routeOptions(access, { body: BulkReadSchema }, BulkUpdateResultSchema),
    async (request) => ({
      updated: await updateMine(request.authUser, request.body.ids, { isRead: request.body.mark_as_read }),
    }),
  );

  app.patch(
    '/notifications/archive/bulk',
    routeOptions(access, { body: BulkArchiveSchema }, BulkUpdateResultSchema),
    async (request) => ({
      updated: await updateMine(request.authUser, request.body.ids, {
        status: request.body.archive ? 'dismissed' : 'active',
      }),
    }),
  );

  // Fastify parses a JSON body on DELETE; the ids travel there (docs/product.md §7).
  app.delete(
    '/notifications/bulk',
    routeOptions(access, { body: BulkDeleteSchema }, BulkDeleteResultSchema),
    async (request) => {
      const deleted = await deleteNotifications({
        db,
        userId: requireUser(request.authUser).id,
        ids: request.body.ids,
      });
      return { message: NOTIFICATION_MESSAGES.deleted, deleted };
    },
  );
};
