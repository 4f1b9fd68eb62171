import { FileResponseSchema, fileSlug, ReportQuerySchema, ReportSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerActor } from '../../lib/actor';
import { requestLocale, translateEnglish } from '../../lib/i18n/translate';
import { pdfHeaders } from '../../lib/pdf-headers';
import { routeOptions } from '../../lib/route-options';
import { routeAuth } from '../../plugins/route-auth';
import { renderReportPdf } from './report-pdf';
import { toReportJson } from './reports.mapper';
import { marketNames } from './reports.repository';
import { buildReport } from './reports.service';

// Reading figures is an off-season task (docs/product.md §6). Co-managers read the figures of their markets
// (docs/decisions/029): a market named in the query must be one of theirs, and without one the report is theirs.
const read = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', 'lists');
// A range of any length: one of the account's few heavy reads at a time (plugins/heavy-reads.ts).
const heavy = { ...read, heavy: true };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/market-managers/reports',
    routeOptions(heavy, { querystring: ReportQuerySchema }, ReportSchema),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      return toReportJson(await buildReport({ db, managerId, marketIds, query: request.query }));
    },
  );

  app.get(
    '/market-managers/reports/export.pdf',
    routeOptions(heavy, { querystring: ReportQuerySchema }, FileResponseSchema),
    async (request, reply) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      const report = await buildReport({ db, managerId, marketIds, query: request.query });
      const marketId = request.query.market_id;
      const locale = requestLocale(request);
      // The file keeps its English name in every language; the PDF says "All markets" in the reader's.
      const known = marketId ? ((await marketNames(db, managerId)).get(marketId) ?? null) : null;
      const marketName = marketId ? (known ?? translateEnglish('Market', locale)) : null;
      const pdf = await renderReportPdf({ report, marketName, generatedAt: now(), locale }, managerId);
      const fileMarket = marketId ? (known ?? 'Market') : 'All markets';
      const name = `report-${fileSlug(fileMarket)}-${request.query.start_date}-to-${request.query.end_date}.pdf`;
      return reply.headers(pdfHeaders(name)).send(pdf);
    },
  );
};
