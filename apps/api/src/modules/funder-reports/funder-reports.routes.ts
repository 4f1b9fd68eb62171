import {
  FileResponseSchema,
  FUNDER_REPORT_MESSAGES,
  funderReportFilename,
  isFunderFormat,
  ProgramReportQuerySchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { csvHeaders } from '../../lib/csv-headers';
import { badRequest } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { pdfHeaders } from '../../lib/pdf-headers';
import { routeAuth } from '../../plugins/route-auth';
import { buildFunderReport } from './funder-reports.service';
import { funderReportCsv, renderFunderReportPdf } from './funder-reports-files';

// Like the program report (docs/product.md §16): an off-season read, co-managers read their markets' reports.
const read = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', { in: 'query', field: 'market_id' });
// A range of any length (and FMPP reads a second one): one of the account's few heavy reads at a time.
const heavy = { ...read, heavy: true };
// `:format` is the format, then `.csv` or `.pdf` (no suffix: CSV), split off here: a route cannot end in a suffix
// after a parameter of its own.
const schema = {
  params: z.object({ format: z.string() }),
  querystring: ProgramReportQuerySchema,
  response: { 200: FileResponseSchema },
};

function parseFormat(param: string) {
  const match = /^(.*?)(?:\.(csv|pdf))?$/.exec(param);
  const format = match?.[1] ?? '';
  if (!isFunderFormat(format)) throw badRequest(FUNDER_REPORT_MESSAGES.unknownFormat);
  return { format, extension: (match?.[2] ?? 'csv') as 'csv' | 'pdf' };
}

export const funderReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get('/market-managers/reports/funders/:format', { config: heavy, schema }, async (request, reply) => {
    const { format, extension } = parseFormat(request.params.format);
    const { managerId } = managerActor(request.authUser);
    const report = await buildFunderReport({ db, managerId, format, query: request.query });
    const filename = funderReportFilename({
      format,
      marketName: report.market,
      startDate: report.startDate,
      endDate: report.endDate,
      extension,
    });
    if (extension === 'csv') return reply.headers(csvHeaders(filename)).send(funderReportCsv(report));
    const locale = requestLocale(request);
    const pdf = await renderFunderReportPdf({ report, generatedAt: now(), locale }, managerId);
    return reply.headers(pdfHeaders(filename)).send(pdf);
  });
};
