import { ACCOUNT_UPDATED_MESSAGE, ManagerAccountInputSchema } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { managers } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';

// A lapsed manager still reaches their account: that is where a plan is chosen again.
const access = routeAuth.manager('ACCOUNT_ONLY');

export async function loadManagerAccount(db: Database, managerId: string) {
  const [row] = await db.select().from(managers).where(eq(managers.id, managerId));
  if (!row) throw notFound();
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    seasonality: row.seasonality,
    settings: row.settings,
    ml_id: row.mlId,
  };
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/market-managers/account', { config: access }, async (request) =>
    loadManagerAccount(db, managerActor(request.authUser).managerId),
  );

  app.put(
    '/market-managers/account',
    { config: access, schema: { body: ManagerAccountInputSchema } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const input = request.body;
      await db
        .update(managers)
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone || null,
          email: input.email,
          seasonality: input.seasonality,
          settings: input.settings,
          updatedAt: new Date(),
        })
        .where(eq(managers.id, managerId));
      return { message: ACCOUNT_UPDATED_MESSAGE, data: await loadManagerAccount(db, managerId) };
    },
  );
};
