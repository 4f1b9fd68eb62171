import { addDays, fromIsoDate, isMarketDay, type Market, todayAtMarket, toIsoDate } from '@marketday/shared';
import type { MarketDayRef } from '@/entities/checkout/checkout-keys';

/** Issue 15: the checkout data of today's market days and of the next 7 days is kept on the device. */
export const KEPT_DAYS_AHEAD = 7;

type Scheduled = Pick<Market, 'id' | 'day_of_week' | 'season' | 'time_zone'>;

/**
 * The market days to keep: for each market, the dates from today to today + 7 (both counted at the market, in its
 * own time zone) on which it is held in season, earliest first.
 */
export function keptMarketDays({ markets, now }: { markets: Scheduled[]; now: Date }): MarketDayRef[] {
  const days = markets.flatMap((market) => {
    const today = fromIsoDate(todayAtMarket(market, now));
    const dates: MarketDayRef[] = [];
    for (let offset = 0; offset <= KEPT_DAYS_AHEAD; offset += 1) {
      const date = toIsoDate(addDays(today, offset));
      if (isMarketDay({ market, date })) dates.push({ marketId: market.id, marketDate: date });
    }
    return dates;
  });
  return days.sort(
    (a, b) => a.marketDate.localeCompare(b.marketDate) || a.marketId.localeCompare(b.marketId),
  );
}
