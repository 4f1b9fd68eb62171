import { BoothMapPdfQuerySchema, FileResponseSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf } from '../../lib/actor';
import { requestLocale } from '../../lib/i18n/translate';
import { pdfHeaders } from '../../lib/pdf-headers';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { boothMapSheet } from '../season';
import { renderBoothMapPdf } from './booth-map-pdf';

// The printable booth map of one date (docs/season.md "The booth map"): whoever reads the map prints it.
const read = routeAuth.staff('STAFF', 'OFF_SEASON');

export const boothMapPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/market-managers/markets/:id/booth-map/pdf',
    routeOptions(read, { params: MarketParams, querystring: BoothMapPdfQuerySchema }, FileResponseSchema),
    async (request, reply) => {
      const scope = managedMarketOf(request);
      const sheet = await boothMapSheet({ db, ...scope, date: request.query.date });
      const pdf = await renderBoothMapPdf({ ...sheet, locale: requestLocale(request) }, scope.managerId);
      return reply.headers(pdfHeaders(`booth-map-${sheet.date}.pdf`)).send(pdf);
    },
  );
};
