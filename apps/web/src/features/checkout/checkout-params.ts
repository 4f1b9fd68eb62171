import { readCheckoutParams, toIsoDate } from '@marketday/shared';
import { paths } from '@/config/paths';

export type CheckoutParams = {
  marketId: string;
  marketName: string;
  /** The market day, YYYY-MM-DD. */
  marketDate: string;
};

export type ParsedCheckoutParams =
  | { success: true; params: CheckoutParams }
  | { success: false; errors: string[] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// docs/product.md §9: the checkout date is UTC midnight, so the market day is its UTC date part. A link built from
// local midnight east of UTC (e.g. 2026-11-21T22:00Z in UTC+2) would then land a day early, so an
// instant that is not UTC midnight is read as the local calendar date it stands for.
export function marketDateOf(value: string): string {
  if (ISO_DATE.test(value)) return value;
  const instant = new Date(value);
  const iso = instant.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : toIsoDate(instant);
}

export function parseCheckoutParams(search: URLSearchParams): ParsedCheckoutParams {
  const result = readCheckoutParams({
    market: search.get('market') ?? undefined,
    market_name: search.get('market_name') ?? undefined,
    date: search.get('date') ?? undefined,
  });
  if (!result.success) {
    const messages = result.issues.map((issue) =>
      issue.path === 'date' ? 'Date is required' : issue.message,
    );
    return { success: false, errors: [...new Set(messages)] };
  }
  const { market, market_name, date } = result.data;
  return {
    success: true,
    params: { marketId: market, marketName: market_name, marketDate: marketDateOf(date) },
  };
}

/** The UTC midnight of a calendar date picked in local time: 22 Nov → 2026-11-22T00:00:00.000Z. */
export function utcMidnightIso(date: Date): string {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();
}

export function buildCheckoutUrl({
  marketId,
  marketName,
  date,
}: {
  marketId: string;
  marketName: string;
  date: Date;
}): string {
  const search = new URLSearchParams({
    market: marketId,
    date: utcMidnightIso(date),
    market_name: marketName,
  });
  return `${paths.checkout}?${search.toString()}`;
}
