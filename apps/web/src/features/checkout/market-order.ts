import { type Market, WEEKDAYS } from '@marketday/shared';

export function isMarketToday(market: Pick<Market, 'day_of_week'>, today: Date): boolean {
  return market.day_of_week === WEEKDAYS[today.getDay()];
}

/** Today's markets first (the usual end-of-day checkout), otherwise in the order given. */
export function orderMarketsForToday<T extends Pick<Market, 'day_of_week'>>(markets: T[], today: Date): T[] {
  const todays = markets.filter((m) => isMarketToday(m, today));
  return [...todays, ...markets.filter((m) => !isMarketToday(m, today))];
}
