import type { QueryKey } from '@tanstack/react-query';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { documentKeys } from '@/entities/documents/document-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { tokenFloatKeys } from '@/entities/token-float/token-float-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { onManagerSide } from '@/lib/manager-side';
import { type KeepContext, type KeptQueries, keyStartsWith } from '@/lib/offline/persist-queries';

// Issue 15, item 2: the queries a market day needs without a network, kept on the device by
// lib/offline/persist-queries.ts for the signed-in role.

// Checkout contexts kept: from yesterday (a market's zone can be a day behind the device) to a week ahead.
const DAYS_BEHIND = 1;
const DAYS_AHEAD = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A list's first page, unsearched: what a page shows when it opens.
function isFirstPageUnsearched(params: unknown): params is Record<string, unknown> {
  if (!isRecord(params)) return false;
  const search = params.search;
  return (search === undefined || search === '') && (params.page === undefined || Number(params.page) === 0);
}

// The device's calendar date `days` from `now`, YYYY-MM-DD. Written here rather than taken from the shared dates
// module, which would bring zod onto the sign-in page (docs/decisions/021-first-page-weight.md).
function isoDayFrom(now: Date, days: number): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function keptWindow(now: Date) {
  return { from: isoDayFrom(now, -DAYS_BEHIND), to: isoDayFrom(now, DAYS_AHEAD) };
}

function isManagerKey(key: QueryKey, now: Date): boolean {
  if (keyStartsWith(key, marketKeys.list())) return key.length === 2;
  if (keyStartsWith(key, transactionKeys.options())) return true;
  if (keyStartsWith(key, dayReportKeys.all) && key[1] === 'list') return true;
  const kept = keptWindow(now);
  if (keyStartsWith(key, dayReportKeys.all) && key[1] === 'calculated') {
    // A night's income and tokens returned, for a day report written offline (docs/decisions/023).
    const date = key[3];
    return typeof date === 'string' && date >= kept.from && date <= kept.to;
  }
  if (keyStartsWith(key, seasonKeys.all) && key[1] === 'attendance') {
    // Who is expected on a market day, so attendance is taken offline (docs/season.md).
    const date = key[3];
    return typeof date === 'string' && date >= kept.from && date <= kept.to;
  }
  if (keyStartsWith(key, tokenFloatKeys.all)) {
    // The info booth's day and the tokens shoppers hold, so its tab opens at the market without a network
    // (entities/token-float/token-float-keys.ts: [..., marketId, 'day' | 'as-of', date]).
    const date = key[4];
    return (
      (key[3] === 'day' || key[3] === 'as-of') &&
      typeof date === 'string' &&
      date >= kept.from &&
      date <= kept.to
    );
  }
  if (keyStartsWith(key, checkoutKeys.all) && key[1] === 'context') {
    const date = key[3];
    return typeof date === 'string' && date >= kept.from && date <= kept.to;
  }
  if (keyStartsWith(key, transactionKeys.all) && key[1] === 'list') {
    // The transactions page's views that hold the kept days (they end on or after yesterday).
    const params = key[2];
    if (!isFirstPageUnsearched(params)) return false;
    const end = params.end_date;
    return typeof end === 'string' && end.slice(0, 10) >= kept.from;
  }
  return false;
}

function isVendorKey(key: QueryKey): boolean {
  if (keyStartsWith(key, vendorMarketKeys.list())) return true;
  if (keyStartsWith(key, documentKeys.all) && key[1] === 'summary') {
    return isRecord(key[2]) && key[2].ownerId === undefined;
  }
  if (keyStartsWith(key, documentKeys.all) && key[1] === 'list') {
    return isFirstPageUnsearched(key[2]) && key[2].owner_id === undefined;
  }
  return false;
}

export const keptQueries: KeptQueries = {
  selfKey: userKeys.self(),
  prefixes: [
    marketKeys.list(),
    checkoutKeys.all,
    transactionKeys.all,
    [...dayReportKeys.all, 'list'],
    [...dayReportKeys.all, 'calculated'],
    [...seasonKeys.all, 'attendance'],
    tokenFloatKeys.all,
    vendorMarketKeys.list(),
    [...documentKeys.all, 'list'],
    [...documentKeys.all, 'summary'],
  ],
  isKept: (key: QueryKey, { role, now }: KeepContext) => {
    if (onManagerSide(role)) return isManagerKey(key, now);
    if (role === 'VENDOR') return isVendorKey(key);
    return false;
  },
};
