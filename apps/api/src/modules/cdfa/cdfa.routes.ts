import { CDFA_MESSAGES, CdfaReportInputSchema, CdfaReportResultSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerActor } from '../../lib/actor';
import { badRequest } from '../../lib/http-errors';
import { requestLocale } from '../../lib/i18n/translate';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { quotaSettings } from '../documents';
import { toCdfaReportResultJson } from './cdfa.mapper';
import { createCdfaReport } from './cdfa.service';

export const cdfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, now } = app.ctx;

  // docs/product.md §7: the body names the market again; it must be the market of the path.
  app.post(
    '/market-managers/markets/:id/CDFA-Report',
    {
      config: routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      schema: {
        params: MarketParams,
        body: CdfaReportInputSchema,
        response: { 201: CdfaReportResultSchema },
      },
    },
    async (request, reply) => {
      if (request.body.marketId !== request.params.id) throw badRequest(CDFA_MESSAGES.wrongMarket);
      const result = await createCdfaReport({
        db,
        storage,
        actor: managerActor(request.authUser),
        input: request.body,
        now: now(),
        quota: quotaSettings(app.ctx.config),
        locale: requestLocale(request),
      });
      return reply.code(201).send(toCdfaReportResultJson(result, CDFA_MESSAGES.created));
    },
  );
};
