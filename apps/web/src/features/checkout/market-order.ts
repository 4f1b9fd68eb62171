import { isMarketToday, type Market } from '@marketday/shared';

type Scheduled = Pick<Market, 'day_of_week' | 'time_zone'>;

/** Today's markets (each counted at its own time zone) first, the usual end-of-day checkout; otherwise as given. */
export function orderMarketsForToday<T extends Scheduled>(markets: T[], now: Date): T[] {
  const todays = markets.filter((m) => isMarketToday(m, now));
  return [...todays, ...markets.filter((m) => !isMarketToday(m, now))];
}
