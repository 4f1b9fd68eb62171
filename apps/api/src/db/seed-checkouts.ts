import { addDays, fromIsoDate, isoDateInZone, type Market, toIsoDate } from '@marketday/shared';
import { createDayReport } from '../modules/day-reports/day-reports.service';
import { submitCheckout } from '../modules/transactions/checkout.service';
import { listMarketVendors } from '../modules/vendors/market-vendors.repository';
import type { Database } from './client';

type Actor = { managerId: string; userId: string };

// The last four market days of a weekly market: every vendor checked out, and a day report each night.
export async function seedDemoCheckouts({
  db,
  actor,
  market,
  now,
}: {
  db: Database;
  actor: Actor;
  market: Market;
  now: Date;
}) {
  const sellers = (await listMarketVendors({ db, managerId: actor.managerId, marketId: market.id })) ?? [];
  const [bucks, calfresh, match] = market.tokens;
  // Dates at the market, whatever the server's own time zone.
  const today = fromIsoDate(isoDateInZone(now, market.time_zone));
  for (let week = 1; week <= 4; week += 1) {
    const marketDate = toIsoDate(addDays(today, -7 * week));
    for (const [i, seller] of sellers.entries()) {
      // Varied but repeatable figures: a demo that looks the same on every machine.
      const gross = 120 + ((i * 97 + week * 53) % 640) + (i % 3) * 0.25;
      const tokens = [
        bucks && { token_id: bucks.id, count: (i * 7 + week * 3) % 12 },
        calfresh && { token_id: calfresh.id, count: (i * 5 + week) % 8 },
        match && { token_id: match.id, count: (i + week) % 3 },
      ].filter((t): t is { token_id: string; count: number } => Boolean(t && t.count > 0));
      await submitCheckout({
        db,
        actor,
        marketId: market.id,
        input: {
          market_vendor_id: seller.market_vendor_id,
          market_date: marketDate,
          reported_gross: Math.round(gross * 100) / 100,
          tokens,
          custom_fields: {},
        },
      });
    }
    await createDayReport({
      db,
      actor,
      input: {
        market: market.id,
        date: marketDate,
        additional_income: week === 2 ? 35 : 0,
        expenses: 42.5 + week * 5,
        tokens_distributed: bucks ? [{ token_id: bucks.id, count: 80 }] : [],
        notes: week === 1 ? 'Good turnout despite the wind.' : null,
        custom_fields: { weather: ['Sunny', 'Windy', 'Overcast', 'Light rain'][week - 1] ?? null },
      },
    });
  }
}
