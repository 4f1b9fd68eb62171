import {
  ManagerVendorInputSchema,
  MessageResponseSchema,
  VENDOR_MESSAGES,
  VendorMarketRefSchema,
  VendorMarketsInputSchema,
  VendorSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { notFound, orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { type FieldScope, routeAuth } from '../../plugins/route-auth';
import { addVendorToMarkets, marketsOfVendors, removeVendorFromMarket } from './market-vendors.repository';
import { findVisibleVendor, getVendor, listVendors } from './vendors.repository';
import { createVendor, deleteVendor, updateVendor } from './vendors.service';

const VendorParams = idParams('Vendor');
// Not lib/route-params' MarketVendorParams: this route answers zod's own UUID messages, and its contract keeps them.
const RemoveFromMarketParams = z.object({ id: z.uuid().toLowerCase(), vendorId: z.uuid().toLowerCase() });
const UpdateVendorSchema = ManagerVendorInputSchema.omit({ market_ids: true });
const access = routeAuth.manager('OFF_SEASON');
// Co-managers keep the vendors of their markets (docs/decisions/029): a vendor is theirs when they sell at one
// of those markets; markets given in a body must all be theirs. Deleting a vendor (every market's) stays the
// owner's.
const VENDOR_ID: FieldScope = { in: 'params', field: 'id', record: 'vendor' };
const BODY_MARKETS: FieldScope = { in: 'body', field: 'market_ids' };
const coLists = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', 'lists');
const coVendor = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', VENDOR_ID);
const SavedVendor = withMessage(VendorSchema);

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/vendors';

  // docs/product.md §7 spells the list with a trailing slash; both forms answer.
  for (const url of [base, `${base}/`]) {
    app.get(url, routeOptions(coLists, {}, z.array(VendorSchema)), async (request) =>
      listVendors({ db, ...managerActor(request.authUser), now: now() }),
    );
  }

  app.post(
    base,
    createdRouteOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON', BODY_MARKETS),
      { body: ManagerVendorInputSchema },
      SavedVendor,
    ),
    async (request, reply) => {
      // Read back in the same request: only a delete in between could lose it.
      const vendor = orNotFound(
        await createVendor({
          db,
          input: request.body,
          actor: managerActor(request.authUser),
          now: now(),
        }),
      );
      return reply.code(201).send({ message: VENDOR_MESSAGES.created, data: vendor });
    },
  );

  app.get(`${base}/:id`, routeOptions(coVendor, { params: VendorParams }, VendorSchema), async (request) => {
    const { managerId, marketIds } = managerActor(request.authUser);
    return orNotFound(
      await getVendor({
        db,
        managerId,
        marketIds,
        vendorId: request.params.id,
        now: now(),
      }),
    );
  });

  app.put(
    `${base}/:id`,
    routeOptions(coVendor, { params: VendorParams, body: UpdateVendorSchema }, SavedVendor),
    async (request) => {
      const vendor = orNotFound(
        await updateVendor({
          db,
          vendorId: request.params.id,
          input: request.body,
          actor: managerActor(request.authUser),
          now: now(),
        }),
      );
      return { message: VENDOR_MESSAGES.updated, data: vendor };
    },
  );

  app.delete(
    `${base}/:id`,
    routeOptions(access, { params: VendorParams }, MessageResponseSchema),
    async (request) => {
      await deleteVendor({ db, vendorId: request.params.id, actor: managerActor(request.authUser) });
      return { message: VENDOR_MESSAGES.deleted };
    },
  );

  app.get(
    `${base}/:id/markets`,
    routeOptions(coVendor, { params: VendorParams }, z.array(VendorMarketRefSchema)),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      if (!(await findVisibleVendor({ db, managerId, vendorId: request.params.id }))) throw notFound();
      const rows = await marketsOfVendors({ db, managerId, marketIds, vendorIds: [request.params.id] });
      return rows.map(({ id, name, market_vendor_id }) => ({ id, name, market_vendor_id }));
    },
  );

  app.post(
    `${base}/:id/markets`,
    routeOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON', [VENDOR_ID, BODY_MARKETS]),
      { params: VendorParams, body: VendorMarketsInputSchema },
      SavedVendor,
    ),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      if (!(await findVisibleVendor({ db, managerId, vendorId: request.params.id }))) throw notFound();
      await addVendorToMarkets({
        db,
        managerId,
        vendorId: request.params.id,
        marketIds: request.body.market_ids,
      });
      const vendor = orNotFound(
        await getVendor({ db, managerId, marketIds, vendorId: request.params.id, now: now() }),
      );
      return { message: VENDOR_MESSAGES.addedToMarkets, data: vendor };
    },
  );

  app.delete(
    '/market-managers/markets/:id/vendors/:vendorId',
    routeOptions(
      routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      { params: RemoveFromMarketParams },
      MessageResponseSchema,
    ),
    async (request) => {
      await removeVendorFromMarket({ db, ...managedMarketOf(request), vendorId: request.params.vendorId });
      return { message: VENDOR_MESSAGES.removedFromMarket };
    },
  );
};
