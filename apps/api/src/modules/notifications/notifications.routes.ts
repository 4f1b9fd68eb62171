import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import { requireUser, routeAuth, SIGNED_IN_ROLES } from '../../plugins/route-auth';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // The inbox badge: unread, not archived, addressed to the caller.
  app.get(
    '/notifications/unread',
    { config: routeAuth.roles(SIGNED_IN_ROLES, 'OFF_SEASON') },
    async (request) => {
      const user = requireUser(request.authUser);
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, user.id),
            eq(notifications.isRead, false),
            eq(notifications.status, 'active'),
          ),
        );
      return { count: row?.n ?? 0 };
    },
  );
};
