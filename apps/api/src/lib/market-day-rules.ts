import { FUTURE_MARKET_DAY_MESSAGE, isAfterTodayAtMarket } from '@marketday/shared';
import { badRequest } from './http-errors';

/** 400 for a checkout or day report dated after today at the market; `field` is the body's date field. */
export function refuseFutureMarketDay({
  date,
  market,
  now,
  field,
}: {
  date: string;
  market: { time_zone: string };
  now: Date;
  field: string;
}) {
  if (isAfterTodayAtMarket(date, market, now))
    throw badRequest(FUTURE_MARKET_DAY_MESSAGE, {
      errors: [{ path: field, message: FUTURE_MARKET_DAY_MESSAGE }],
    });
}
