import type { Role } from '@marketday/shared';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { documentKeys } from '@/entities/documents/document-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { notificationKeys } from '@/entities/notifications/notification-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { tokenFloatKeys } from '@/entities/token-float/token-float-keys';
import { ledgerKeys } from '@/entities/tokens/ledger-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { vendorKeys } from '@/entities/vendors/vendor-keys';
import { PERSIST_MAX_AGE_MS, shouldPersistQuery } from '@/lib/offline/persist-queries';
import { keptQueries } from './kept-queries';

// Saturday 21 November 2026, 10:00 on the device.
const NOW = new Date(2026, 10, 21, 10, 0);

function kept(queryKey: QueryKey, role: Role | null, state: { data?: unknown; dataUpdatedAt?: number } = {}) {
  const query = {
    queryKey,
    state: {
      data: 'data' in state ? state.data : { ok: true },
      dataUpdatedAt: state.dataUpdatedAt ?? NOW.getTime(),
    },
  };
  return shouldPersistQuery(
    query as Parameters<typeof shouldPersistQuery>[0],
    { role, now: NOW },
    keptQueries,
  );
}

const TODAY_VIEW = {
  start_date: '2026-10-25',
  end_date: '2026-11-21',
  page: 0,
  page_size: 10,
  totals: 'false' as const,
};

describe('what is kept on the device', () => {
  it("keeps a manager's market-day data: profile, markets, checkout contexts, transactions views, day reports", () => {
    const keys: QueryKey[] = [
      userKeys.self(),
      marketKeys.list(),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-28' }),
      // A zone a day behind the device: still today at the market.
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-20' }),
      transactionKeys.options(),
      transactionKeys.list(TODAY_VIEW),
      transactionKeys.list({ ...TODAY_VIEW, market_id: 'm1' }),
      transactionKeys.list({ start_date: '2026-10-25', end_date: '2026-11-21', page: 0, page_size: 1 }),
      dayReportKeys.list('m1'),
      // Tonight's figures, for a day report written offline.
      dayReportKeys.calculated({ marketId: 'm1', date: '2026-11-21' }),
      // Today's attendance list, taken offline.
      seasonKeys.attendance('m1', '2026-11-21'),
    ];
    expect(keys.filter((key) => !kept(key, 'MARKET_MANAGER'))).toEqual([]);
    // Their staff check vendors out too (issue 18), and keep the same market-day data of their markets.
    expect(keys.filter((key) => !kept(key, 'MARKET_STAFF'))).toEqual([]);
  });

  it("leaves out everything else of a manager's: other days, searches, later pages, other lists", () => {
    const keys: QueryKey[] = [
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-14' }),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-12-05' }),
      transactionKeys.list({ ...TODAY_VIEW, search: 'berry' }),
      transactionKeys.list({ ...TODAY_VIEW, page: 1 }),
      transactionKeys.list({ ...TODAY_VIEW, start_date: '2026-01-01', end_date: '2026-01-31' }),
      transactionKeys.history('t1'),
      marketKeys.detail('m1'),
      marketKeys.search('river'),
      vendorKeys.list(),
      notificationKeys.unread(),
      documentKeys.list({ page: 0 }),
      vendorMarketKeys.list(),
      dayReportKeys.calculated({ marketId: 'm1', date: '2026-10-01' }),
      seasonKeys.attendance('m1', '2026-10-03'),
      seasonKeys.dates('m1', { start: '2026-01-01', end: '2026-12-31' }),
    ];
    expect(keys.filter((key) => kept(key, 'MARKET_MANAGER'))).toEqual([]);
    expect(keys.filter((key) => kept(key, 'MARKET_STAFF'))).toEqual([]);
  });

  it("keeps the info booth's day and outstanding tokens of the market days near today, for its tab offline", () => {
    const near: QueryKey[] = [
      tokenFloatKeys.day({ marketId: 'm1', date: '2026-11-21' }),
      tokenFloatKeys.day({ marketId: 'm1', date: '2026-11-20' }),
      tokenFloatKeys.float({ marketId: 'm1', asOf: '2026-11-21' }),
    ];
    expect(near.filter((key) => !kept(key, 'MARKET_MANAGER'))).toEqual([]);
    expect(near.filter((key) => !kept(key, 'MARKET_STAFF'))).toEqual([]);
    const others: QueryKey[] = [
      tokenFloatKeys.day({ marketId: 'm1', date: '2026-10-03' }),
      tokenFloatKeys.float({ marketId: 'm1', asOf: '2026-01-01' }),
      // The rest of the token ledger is not market-day work.
      ledgerKeys.list({ marketId: 'm1', tokenId: 't1' }),
      ledgerKeys.reconciliation({ marketId: 'm1', start: '2026-11-21', end: '2026-11-21' }),
    ];
    expect(others.filter((key) => kept(key, 'MARKET_MANAGER'))).toEqual([]);
    expect(kept(tokenFloatKeys.day({ marketId: 'm1', date: '2026-11-21' }), 'VENDOR')).toBe(false);
    // Kept in memory as long as on the device.
    expect(keptQueries.prefixes).toContainEqual(tokenFloatKeys.all);
  });

  it("keeps a vendor's markets and own documents, and none of a manager's data", () => {
    expect(kept(vendorMarketKeys.list(), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.list({ page: 0, page_size: 10, sort_by: 'status' }), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.summary({}), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.list({ page: 0, search: 'permit' }), 'VENDOR')).toBe(false);
    expect(kept(documentKeys.list({ page: 0, owner_id: 'v2' }), 'VENDOR')).toBe(false);
    expect(kept(documentKeys.summary({ ownerId: 'v2' }), 'VENDOR')).toBe(false);
    expect(kept(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }), 'VENDOR')).toBe(false);
    expect(kept(marketKeys.list(), 'VENDOR')).toBe(false);
  });

  it('keeps only data: no query without an answer, none older than the maximum age, nothing before the role is known', () => {
    expect(kept(marketKeys.list(), 'MARKET_MANAGER', { data: undefined })).toBe(false);
    expect(
      kept(marketKeys.list(), 'MARKET_MANAGER', { dataUpdatedAt: NOW.getTime() - PERSIST_MAX_AGE_MS - 1 }),
    ).toBe(false);
    expect(kept(marketKeys.list(), null)).toBe(false);
    expect(kept(userKeys.self(), null)).toBe(true);
  });
});
