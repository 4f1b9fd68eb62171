import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { checkoutContextQueryOptions } from '@/entities/checkout/get-checkout-context';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { useDayReports } from '@/entities/day-reports/list-day-reports';
import { useMarkets } from '@/entities/markets/list-markets';
import { marketKeys } from '@/entities/markets/market-keys';
import { seasonKeys } from '@/entities/season/season-keys';
import { useDayAttendance } from '@/features/checkout/components/use-day-attendance';
import { api } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-providers';
import { prefetchPage } from './checkout';

const MARKET = '6f1c1b2a-1111-4222-8333-444455556666';

describe('the checkout, fetched with its code', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the day of the link, its attendance, the day reports and the markets once, into the cache the page reads', async () => {
    window.history.replaceState(
      null,
      '',
      `/checkout?market=${MARKET}&date=2026-11-29T00:00:00.000Z&market_name=Riverside`,
    );
    const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
      data: (url === '/market-managers/checkouts/' ? { url } : []) as never,
    }));
    const client = createTestQueryClient();
    prefetchPage(client);
    const day = checkoutKeys.context({ marketId: MARKET, marketDate: '2026-11-29' });
    await vi.waitFor(() => expect(client.getQueryData(day)).toBeDefined());
    expect(get).toHaveBeenCalledWith('/market-managers/checkouts/', {
      params: { market_id: MARKET, market_date: '2026-11-29' },
    });

    // The day's attendance and the market's day reports at the same time, not once the form has drawn.
    expect(get).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/dates/2026-11-29/attendance`);
    expect(get).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/day-reports`);

    // The page, rendered once its code is in, takes those answers without asking again.
    await vi.waitFor(() => expect(client.getQueryData(marketKeys.list())).toEqual([]));
    await vi.waitFor(() =>
      expect(client.getQueryData(seasonKeys.attendance(MARKET, '2026-11-29'))).toEqual([]),
    );
    await vi.waitFor(() => expect(client.getQueryData(dayReportKeys.list(MARKET))).toEqual([]));
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () => ({
        markets: useMarkets(),
        day: useQuery(checkoutContextQueryOptions({ marketId: MARKET, marketDate: '2026-11-29' })),
        attendance: useDayAttendance(MARKET, '2026-11-29'),
        reports: useDayReports(MARKET),
      }),
      { wrapper },
    );
    expect(result.current.markets.data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.markets.isFetching || result.current.day.isFetching).toBe(false);
    expect(result.current.reports.isFetching).toBe(false);
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('asks again for a copy put back from the device, however recent: only the page’s own fetch is taken', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [{ id: 'new' }] as never });
    const client = createTestQueryClient();
    // The offline copy restored a moment ago: the markets as they were before this device's last change.
    client.setQueryData(marketKeys.list(), []);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useMarkets(), { wrapper });
    await vi.waitFor(() => expect(result.current.data).toEqual([{ id: 'new' }]));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the link is not a checkout of a market day', () => {
    window.history.replaceState(null, '', '/checkout');
    const get = vi.spyOn(api, 'get');
    prefetchPage(createTestQueryClient());
    expect(get).not.toHaveBeenCalled();
  });
});
