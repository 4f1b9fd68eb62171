import {
  MessageResponseSchema,
  PRODUCT_MESSAGES,
  ProductInputSchema,
  ProductListQuerySchema,
  VendorProductSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor, vendorActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { type AuthUser, routeAuth } from '../../plugins/route-auth';
import { findVisibleVendor } from '../vendors';
import { findProduct, listProducts } from './products.repository';
import { createProduct, deleteProduct, updateProduct } from './products.service';

const ProductParams = idParams('Product');
const VendorParams = idParams('Vendor');
const ProductList = { 200: z.array(VendorProductSchema) };
const SavedProduct = withMessage(VendorProductSchema);

// The vendor comes from the signed-in user, never from the URL or the body.
const selfVendorId = (user: AuthUser | null) => vendorActor(user).vendorId;

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/vendors/self/products';
  const vendor = routeAuth.vendor;

  app.get(
    base,
    { config: vendor, schema: { querystring: ProductListQuerySchema, response: ProductList } },
    async (request) => listProducts({ db, vendorId: selfVendorId(request.authUser), query: request.query }),
  );

  app.post(
    base,
    createdRouteOptions(vendor, { body: ProductInputSchema }, SavedProduct),
    async (request, reply) => {
      const product = await createProduct({
        db,
        vendorId: selfVendorId(request.authUser),
        input: request.body,
      });
      return reply.code(201).send({ message: PRODUCT_MESSAGES.created, data: product });
    },
  );

  app.get(
    `${base}/:id`,
    routeOptions(vendor, { params: ProductParams }, VendorProductSchema),
    async (request) => {
      return orNotFound(
        await findProduct({
          db,
          vendorId: selfVendorId(request.authUser),
          productId: request.params.id,
        }),
      );
    },
  );

  app.put(
    `${base}/:id`,
    routeOptions(vendor, { params: ProductParams, body: ProductInputSchema }, SavedProduct),
    async (request) => {
      const product = await updateProduct({
        db,
        vendorId: selfVendorId(request.authUser),
        productId: request.params.id,
        input: request.body,
        now: now(),
      });
      return { message: PRODUCT_MESSAGES.updated, data: product };
    },
  );

  app.delete(
    `${base}/:id`,
    routeOptions(vendor, { params: ProductParams }, MessageResponseSchema),
    async (request) => {
      await deleteProduct({ db, vendorId: selfVendorId(request.authUser), productId: request.params.id });
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );

  // A manager reads the catalogue of a vendor they keep or who sells at one of their markets.
  app.get(
    '/market-managers/vendors/:id/products',
    {
      // A co-manager reads the catalogue of a vendor at one of their markets (docs/decisions/029).
      config: routeAuth.staff('CO_MANAGER', 'OFF_SEASON', { in: 'params', field: 'id', record: 'vendor' }),
      schema: { params: VendorParams, querystring: ProductListQuerySchema, response: ProductList },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const visible = orNotFound(await findVisibleVendor({ db, managerId, vendorId: request.params.id }));
      return listProducts({ db, vendorId: visible.id, query: request.query });
    },
  );
};
