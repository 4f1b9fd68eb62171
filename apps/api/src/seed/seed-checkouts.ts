import { type Market, previousMarketDays, todayAtMarket, tokenAcceptedBy } from '@marketday/shared';
import type { Database } from '../db/client';
import { createDayReport } from '../modules/day-reports';
import { submitCheckout } from '../modules/transactions';
import { listMarketVendors } from '../modules/vendors';

// The demo market's last weeks, as its manager booked them: its checkouts and day reports, then its payments.
export type DemoMarketWeeks = {
  db: Database;
  actor: { managerId: string; userId: string };
  market: Market;
  now: Date;
  /** A farm stand most of whose sales are SNAP and Market Match: the market owes it after each day. */
  snapVendorId?: string;
};

// The last four market days of a weekly market: every vendor checked out, and a day report each night.
export async function seedDemoCheckouts({ db, actor, market, now, snapVendorId }: DemoMarketWeeks) {
  const sellers =
    (await listMarketVendors({ db, managerId: actor.managerId, marketId: market.id, now })) ?? [];
  const [bucks, calfresh, match] = market.tokens;
  // The market's own last four market days, counted at the market: never the server's weekday or zone.
  const marketDates = previousMarketDays({
    dayOfWeek: market.day_of_week,
    season: market.season,
    today: todayAtMarket(market, now),
  });
  for (const [index, marketDate] of marketDates.entries()) {
    const week = index + 1;
    for (const [i, seller] of sellers.entries()) {
      // Varied but repeatable figures: a demo that looks the same on every machine.
      const gross = 120 + ((i * 97 + week * 53) % 640) + (i % 3) * 0.25;
      const snapStand = seller.id === snapVendorId;
      const tokens = [
        bucks && { token_id: bucks.id, count: (i * 7 + week * 3) % 12 },
        calfresh && { token_id: calfresh.id, count: snapStand ? 60 + week * 5 : (i * 5 + week) % 8 },
        match && { token_id: match.id, count: snapStand ? 8 : (i + week) % 3 },
      ].filter((t): t is { token_id: string; count: number } => Boolean(t && t.count > 0));
      // Only tokens the vendor's type may accept (SNAP for food, the incentive for the producers).
      const accepted = tokens.filter((t) =>
        market.tokens.some((token) => token.id === t.token_id && tokenAcceptedBy(token, seller.type)),
      );
      await submitCheckout({
        db,
        actor,
        marketId: market.id,
        draft: {
          marketVendorId: seller.market_vendor_id,
          marketDate,
          reportedGrossCents: Math.round(gross * 100),
          tokens: accepted.map((t) => ({ tokenId: t.token_id, count: t.count })),
          customFields: {},
          receiptEmail: null,
        },
        now,
      });
    }
    await createDayReport({
      db,
      actor,
      marketId: market.id,
      marketDate,
      market,
      now,
      draft: {
        name: null,
        additionalIncomeCents: week === 2 ? 3_500 : 0,
        expensesCents: 4_250 + week * 500,
        // Shoppers get tokens at the info booth: market bucks, SNAP (CalFresh) and the incentive that matches it.
        // On the first night the SNAP tokens were left off the report, so reconciliation has a warning to show.
        tokensDistributed: [
          bucks && { token_id: bucks.id, count: 80 },
          week !== 1 && calfresh && { token_id: calfresh.id, count: 120 },
          week !== 1 && match && { token_id: match.id, count: 14 },
        ].filter((t): t is { token_id: string; count: number } => Boolean(t)),
        notes: week === 1 ? 'Good turnout despite the wind.' : null,
        customFields: { weather: ['Sunny', 'Windy', 'Overcast', 'Light rain'][week - 1] ?? null },
      },
    });
  }
}
