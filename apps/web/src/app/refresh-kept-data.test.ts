// @vitest-environment node
import { dateRangeFor } from '@marketday/shared';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { buildContext, buildMarket } from '@/features/checkout/testing/checkout-fixtures';
import { api } from '@/lib/api-client';
import { refreshKeptData } from './refresh-kept-data';

const saturday = buildMarket({ id: 'sat', day_of_week: 'SATURDAY', time_zone: 'America/Los_Angeles' });
const tuesday = buildMarket({ id: 'tue', day_of_week: 'TUESDAY', time_zone: 'America/Los_Angeles' });
// Saturday 21 November 2026, 10:00 in Los Angeles.
const NOW = new Date('2026-11-21T18:00:00Z');

type Call = { url: string; params: Record<string, unknown> };

// A fake server: answers every GET after a turn of the event loop, and counts how many wait at once.
function fakeServer() {
  const calls: Call[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  vi.spyOn(api, 'get').mockImplementation(async (url, options) => {
    calls.push({ url, params: (options?.params ?? {}) as Record<string, unknown> });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight -= 1;
    if (url === '/market-managers/markets') return { data: [saturday, tuesday] };
    if (url === '/market-managers/checkouts/') return { data: buildContext() };
    if (url.endsWith('/day-reports')) return { data: [] };
    if (url === '/market-managers/transactions/options') return { data: { markets: [], vendor_types: [] } };
    return { data: { data: [], page: 0, page_size: 10, total_count: 0, totals: null } };
  });
  return { calls, mostInFlight: () => mostInFlight };
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('keeping the market days fresh', () => {
  it("fetches each kept day's checkout context, the transactions page's views and the day reports", async () => {
    const server = fakeServer();
    const queryClient = new QueryClient();
    const { marketDays } = await refreshKeptData(queryClient, { now: NOW });

    expect(marketDays).toEqual([
      { marketId: 'sat', marketDate: '2026-11-21' },
      { marketId: 'tue', marketDate: '2026-11-24' },
      { marketId: 'sat', marketDate: '2026-11-28' },
    ]);
    const contexts = server.calls.filter((call) => call.url === '/market-managers/checkouts/');
    expect(contexts.map((call) => call.params)).toEqual([
      { market_id: 'sat', market_date: '2026-11-21' },
      { market_id: 'tue', market_date: '2026-11-24' },
      { market_id: 'sat', market_date: '2026-11-28' },
    ]);
    expect(
      queryClient.getQueryData(checkoutKeys.context({ marketId: 'tue', marketDate: '2026-11-24' })),
    ).toEqual(buildContext());

    // The transactions page as it opens: every market, and each kept market, over its default range.
    const range = dateRangeFor('Last4Weeks', NOW);
    const lists = server.calls.filter((call) => call.url === '/market-managers/transactions');
    expect(lists.map((call) => [call.params.market_id ?? 'all', call.params.page_size])).toEqual([
      ['all', 10],
      ['all', 1],
      ['sat', 10],
      ['sat', 1],
      ['tue', 10],
      ['tue', 1],
    ]);
    expect(
      lists.every((call) => call.params.start_date === range.start && call.params.end_date === range.end),
    ).toBe(true);
    const view = queryClient.getQueryCache().findAll({ queryKey: transactionKeys.all });
    expect(view.length).toBe(7);
    expect(server.calls.filter((call) => call.url.endsWith('/day-reports')).map((call) => call.url)).toEqual([
      '/market-managers/markets/sat/day-reports',
      '/market-managers/markets/tue/day-reports',
    ]);
  });

  it('asks the server at most three things at a time', async () => {
    const server = fakeServer();
    await refreshKeptData(new QueryClient(), { now: NOW });
    expect(server.calls.length).toBeGreaterThan(10);
    expect(server.mostInFlight()).toBe(3);
  });

  it('does not ask again for what it has just fetched', async () => {
    const server = fakeServer();
    const queryClient = new QueryClient();
    await refreshKeptData(queryClient, { now: NOW });
    const first = server.calls.length;
    await refreshKeptData(queryClient, { now: NOW });
    expect(server.calls.length).toBe(first);
  });

  it('stops when the device goes offline', async () => {
    const server = fakeServer();
    const queryClient = new QueryClient();
    const run = refreshKeptData(queryClient, { now: NOW });
    // Offline as soon as the markets have arrived.
    await vi.waitFor(() => expect(server.calls.length).toBe(1));
    onlineManager.setOnline(false);
    await run;
    expect(server.calls.map((call) => call.url)).toEqual(['/market-managers/markets']);
  });
});
