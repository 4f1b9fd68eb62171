import {
  ACCOUNTING_MESSAGES,
  AccountingAccountsSchema,
  AccountingExportQuerySchema,
  AccountingSystemParamsSchema,
  accountingFilename,
  FileResponseSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { csvHeaders } from '../../lib/csv-headers';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { buildBooks, getAccounts, putAccounts } from './accounting.service';

// The books (docs/product.md §22). Reading figures is off-season work, like the program report; co-managers read
// the books of their markets, and set the market's accounts like its other settings (docs/decisions/029). With no
// market_id the export covers every market of the account, the staff member's own markets for staff: 'lists'.
const read = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', 'lists');
// A range of any length: one of the account's few heavy reads at a time (plugins/heavy-reads.ts).
const heavy = { ...read, heavy: true };
const settings = routeAuth.staff('CO_MANAGER', 'OFF_SEASON');

export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/market-managers/reports/accounting/:system',
    routeOptions(
      heavy,
      { params: AccountingSystemParamsSchema, querystring: AccountingExportQuerySchema },
      FileResponseSchema,
    ),
    async (request, reply) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      const { system } = request.params;
      const books = await buildBooks({ db, managerId, marketIds, system, query: request.query });
      const filename = accountingFilename({
        system,
        marketName: books.marketName,
        startDate: request.query.start_date,
        endDate: request.query.end_date,
      });
      return reply.headers(csvHeaders(filename)).send(books.csv);
    },
  );

  const path = '/market-managers/markets/:id/accounting';
  app.get(path, routeOptions(settings, { params: MarketParams }, AccountingAccountsSchema), async (request) =>
    getAccounts({ db, ...managedMarketOf(request) }),
  );

  app.put(
    path,
    routeOptions(
      settings,
      { params: MarketParams, body: AccountingAccountsSchema },
      withMessage(AccountingAccountsSchema),
    ),
    async (request) => {
      const accounts = await putAccounts({
        db,
        ...managedMarketOf(request),
        accounts: request.body,
        now: now(),
      });
      return { message: ACCOUNTING_MESSAGES.saved, data: accounts };
    },
  );
};
