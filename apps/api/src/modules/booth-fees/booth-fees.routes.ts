import { BOOTH_FEE_MESSAGES, BoothFeeSettingsSchema, withMessage } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedMarketOf } from '../../lib/actor';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { toBoothFeeSettingsCents, toBoothFeeSettingsJson } from './booth-fees.mapper';
import { getBoothFeeSettings, saveBoothFeeSettings } from './booth-fees.service';

// The booth fees' routes (docs/season.md "Booth fees"): staff read the market's rates; what the market charges
// is a co-manager's decision, and a full plan's, as every write on a market is.
const read = routeAuth.staff('STAFF', 'OFF_SEASON');
const write = routeAuth.staff('CO_MANAGER', 'FULL');

export const boothFeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const path = '/market-managers/markets/:id/booth-fees';

  app.get(
    path,
    { config: read, schema: { params: MarketParams, response: { 200: BoothFeeSettingsSchema } } },
    async (request) => toBoothFeeSettingsJson(await getBoothFeeSettings({ db, ...managedMarketOf(request) })),
  );

  app.put(
    path,
    {
      config: write,
      schema: {
        params: MarketParams,
        body: BoothFeeSettingsSchema,
        response: { 200: withMessage(BoothFeeSettingsSchema) },
      },
    },
    async (request) => {
      const saved = await saveBoothFeeSettings({
        db,
        ...managedMarketOf(request),
        settings: toBoothFeeSettingsCents(request.body),
      });
      return { message: BOOTH_FEE_MESSAGES.saved, data: toBoothFeeSettingsJson(saved) };
    },
  );
};
