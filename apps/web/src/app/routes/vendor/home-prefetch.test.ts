import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boothMapKeys } from '@/entities/booth-map/booth-map-keys';
import { useVendorBooths } from '@/entities/booth-map/vendor-booths';
import { useVendorDates } from '@/entities/vendor-dates/list-vendor-dates';
import { vendorDateKeys } from '@/entities/vendor-dates/vendor-date-keys';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { api } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-providers';
import { prefetchPage } from './home';

describe("the vendor's home, fetched with its code", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the markets, then each market’s dates, and the booths, into the cache the page reads', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/vendors/self/markets') return { data: [{ id: 'm1' }, { id: 'm2' }] as never };
      if (url === '/vendors/self/booths') return { data: [] as never };
      return { data: { url } as never };
    });
    const client = createTestQueryClient();
    prefetchPage(client);
    await vi.waitFor(() => expect(client.getQueryData(vendorDateKeys.market('m2'))).toBeDefined());
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual([
      '/vendors/self/booths',
      '/vendors/self/markets',
      '/vendors/self/markets/m1/dates',
      '/vendors/self/markets/m2/dates',
    ]);
    expect(client.getQueryData(vendorMarketKeys.list())).toEqual([{ id: 'm1' }, { id: 'm2' }]);
    expect(client.getQueryData(boothMapKeys.vendorBooths())).toEqual([]);

    // The page, rendered once its code is in, reads those answers without asking again (each went twice before).
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () => ({ markets: useVendorMarkets(), booths: useVendorBooths(), dates: useVendorDates('m1') }),
      { wrapper },
    );
    expect(result.current.markets.data).toEqual([{ id: 'm1' }, { id: 'm2' }]);
    expect(result.current.dates.data).toEqual({ url: '/vendors/self/markets/m1/dates' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.markets.isFetching || result.current.booths.isFetching).toBe(false);
    expect(get).toHaveBeenCalledTimes(4);
  });
});
