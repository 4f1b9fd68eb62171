import {
  ACCOUNT_UPDATED_MESSAGE,
  FileResponseSchema,
  receiptLayout,
  receiptLines,
  receiptOfTransaction,
  VendorMarketSchema,
  VendorSelfInputSchema,
  VendorSelfSchema,
  VendorTransactionsCsvQuerySchema,
  VendorTransactionsQuerySchema,
  VendorTransactionsSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { routeOptions } from '../../lib/route-options';
import { uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { receiptStates } from '../receipt-answers';
import { receiptDisposition, renderReceiptPdf } from '../receipts';
import { listTransactionPage, toListFilter, transactionsCsv } from '../transactions';
import { listVendorMarkets } from './vendor-markets.repository';
import { loadVendorSelf, updateVendorSelf } from './vendor-profile.repository';
import { findVendorReceipt } from './vendor-transactions.repository';

const ReceiptQuery = z.object({ transaction_id: uuidParam('Transaction') });
const access = routeAuth.vendor;

// The signed-in vendor's own side (docs/product.md §13). Every query is scoped by their vendor id, so another
// vendor's checkout or receipt is simply not found.
export const vendorSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  async function self(vendorId: string) {
    return orNotFound(await loadVendorSelf({ db, vendorId }));
  }

  app.get('/vendors/self', routeOptions(access, {}, VendorSelfSchema), async (request) =>
    self(vendorActor(request.authUser).vendorId),
  );

  app.put(
    '/vendors/self',
    routeOptions(access, { body: VendorSelfInputSchema }, withMessage(VendorSelfSchema)),
    async (request) => {
      const { vendorId } = vendorActor(request.authUser);
      await updateVendorSelf({ db, vendorId, input: request.body, now: now() });
      return { message: ACCOUNT_UPDATED_MESSAGE, data: await self(vendorId) };
    },
  );

  app.get('/vendors/self/markets', routeOptions(access, {}, z.array(VendorMarketSchema)), async (request) =>
    listVendorMarkets({ db, vendorId: vendorActor(request.authUser).vendorId, now: now() }),
  );

  // Only the vendor's own checkouts, at every market they sell at: a page, with the whole range's totals. Each
  // row carries its receipt's state: the current version, the vendor's answer, the market's adjust reason.
  app.get(
    '/vendors/self/transactions',
    routeOptions(access, { querystring: VendorTransactionsQuerySchema }, VendorTransactionsSchema),
    async (request) => {
      const { page, page_size: pageSize, totals: withTotals, ...query } = request.query;
      const { vendorId } = vendorActor(request.authUser);
      const filter = toListFilter({ vendorId }, query);
      const listed = await listTransactionPage({ db, filter, page, pageSize, withTotals });
      const states = await receiptStates({ db, vendorId, transactionIds: listed.data.map((t) => t.id) });
      return {
        ...listed,
        data: listed.data.map((t) => ({ ...t, receipt: orNotFound(states.get(t.id)) })),
      };
    },
  );

  // The same filtered range, every row, streamed as CSV.
  app.get(
    '/vendors/self/transactions/csv',
    {
      config: { ...access, heavy: true },
      schema: { querystring: VendorTransactionsCsvQuerySchema, response: { 200: FileResponseSchema } },
    },
    async (request, reply) => {
      const filter = toListFilter({ vendorId: vendorActor(request.authUser).vendorId }, request.query);
      const csv = transactionsCsv({ db, filter, locale: requestLocale(request) });
      return reply.headers(csv.headers).send(csv.body);
    },
  );

  // The manager's receipt for the same checkout, sized by that manager's print settings (docs/product.md §12).
  app.get(
    '/vendors/self/transactions/receipt',
    routeOptions(access, { querystring: ReceiptQuery }, FileResponseSchema),
    async (request, reply) => {
      const { vendorId } = vendorActor(request.authUser);
      const found = orNotFound(
        await findVendorReceipt({ db, vendorId, transactionId: request.query.transaction_id }),
      );
      const pdf = await renderReceiptPdf(
        {
          lines: receiptLines(receiptOfTransaction(found.transaction)),
          layout: receiptLayout(found.settings),
        },
        vendorId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', receiptDisposition(request.query.transaction_id))
        .send(pdf);
    },
  );
};
