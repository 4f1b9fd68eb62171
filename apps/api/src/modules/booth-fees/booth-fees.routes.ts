import { BOOTH_FEE_MESSAGES, BoothFeeSettingsSchema, withMessage } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { managedMarketOf } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { toBoothFeeSettingsCents, toBoothFeeSettingsJson } from './booth-fees.mapper';
import { getBoothFeeSettings, saveBoothFeeSettings } from './booth-fees.service';

// The booth fees' routes (docs/season.md "Booth fees"): staff read the market's rates; what the market charges
// is a co-manager's decision, and a full plan's, as every write on a market is.
const read = routeAuth.staff('STAFF', 'OFF_SEASON');
const write = routeAuth.staff('CO_MANAGER', 'FULL');

export type BoothFeesRoutesOptions = {
  /**
   * Runs in the save's transaction once the settings are stored: the season books or removes the coming dates'
   * charges under the new basis and rates (handed in by app.ts; booth fees never import the season).
   */
  onSaved?: (saved: { db: Database; marketId: string; now: Date }) => Promise<unknown>;
};

export const boothFeesRoutes: FastifyPluginAsyncZod<BoothFeesRoutesOptions> = async (app, options) => {
  const { db, now } = app.ctx;
  const path = '/market-managers/markets/:id/booth-fees';

  app.get(path, routeOptions(read, { params: MarketParams }, BoothFeeSettingsSchema), async (request) =>
    toBoothFeeSettingsJson(await getBoothFeeSettings({ db, ...managedMarketOf(request) })),
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
      const market = managedMarketOf(request);
      const saved = await db.transaction(async (tx) => {
        const stored = await saveBoothFeeSettings({
          db: tx,
          ...market,
          settings: toBoothFeeSettingsCents(request.body),
        });
        await options.onSaved?.({ db: tx, marketId: market.marketId, now: now() });
        return stored;
      });
      return { message: BOOTH_FEE_MESSAGES.saved, data: toBoothFeeSettingsJson(saved) };
    },
  );
};
