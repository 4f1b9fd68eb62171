import {
  FileResponseSchema,
  ProgramReportQuerySchema,
  ProgramReportSchema,
  programReportFilename,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerActor } from '../../lib/actor';
import { csvHeaders } from '../../lib/csv-headers';
import { requestLocale } from '../../lib/i18n/translate';
import { pdfHeaders } from '../../lib/pdf-headers';
import { routeOptions } from '../../lib/route-options';
import { routeAuth } from '../../plugins/route-auth';
import { toProgramReportJson } from './program-report.mapper';
import { buildProgramReport } from './program-report.service';
import { programReportCsv } from './program-report-csv';
import { renderProgramReportPdf } from './program-report-pdf';

// Reading figures is an off-season task (docs/product.md §6), like the market report; co-managers read the
// reports of their markets (docs/decisions/029).
const read = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', { in: 'query', field: 'market_id' });
// A range of any length: one of the account's few heavy reads at a time (plugins/heavy-reads.ts).
const heavy = { ...read, heavy: true };
const schema = { querystring: ProgramReportQuerySchema, response: { 200: FileResponseSchema } };

export const programReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/market-managers/reports/programs',
    routeOptions(heavy, { querystring: ProgramReportQuerySchema }, ProgramReportSchema),
    async (request) =>
      toProgramReportJson(
        await buildProgramReport({
          db,
          managerId: managerActor(request.authUser).managerId,
          query: request.query,
        }),
      ),
  );

  app.get('/market-managers/reports/programs.csv', { config: heavy, schema }, async (request, reply) => {
    const { managerId } = managerActor(request.authUser);
    const report = toProgramReportJson(await buildProgramReport({ db, managerId, query: request.query }));
    const filename = programReportFilename({
      marketName: report.market_name,
      startDate: report.query.start_date,
      endDate: report.query.end_date,
      extension: 'csv',
    });
    return reply.headers(csvHeaders(filename)).send(programReportCsv(report));
  });

  app.get('/market-managers/reports/programs.pdf', { config: heavy, schema }, async (request, reply) => {
    const { managerId } = managerActor(request.authUser);
    const report = await buildProgramReport({ db, managerId, query: request.query });
    const locale = requestLocale(request);
    const pdf = await renderProgramReportPdf({ report, generatedAt: now(), locale }, managerId);
    const filename = programReportFilename({
      marketName: report.marketName,
      startDate: report.query.startDate,
      endDate: report.query.endDate,
      extension: 'pdf',
    });
    return reply.headers(pdfHeaders(filename)).send(pdf);
  });
};
