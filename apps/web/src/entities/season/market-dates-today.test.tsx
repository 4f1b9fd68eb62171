import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useMarketDatesToday } from './market-dates-today';
import { buildMarketDate } from './testing/market-date-builder';

const MARKETS = [
  { id: 'm-1', time_zone: 'America/Los_Angeles' },
  { id: 'm-2', time_zone: 'America/New_York' },
];
// Noon in California and in New York: the same calendar date at both markets.
const NOW = new Date('2026-11-30T20:00:00Z');

describe('today’s date at each market', () => {
  it('asks each market for its own date, and answers the same map while nothing has changed', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => ({
      data: path.includes('m-1') ? [buildMarketDate('2026-11-30')] : [],
    }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useMarketDatesToday(MARKETS, NOW), { wrapper });

    await waitFor(() => expect(result.current.size).toBe(2));
    expect(result.current.get('m-1')?.date).toBe('2026-11-30');
    // A market not held today has no date.
    expect(result.current.get('m-2')).toBeNull();
    expect(get).toHaveBeenCalledWith('/market-managers/markets/m-1/dates', {
      params: { start_date: '2026-11-30', end_date: '2026-11-30' },
    });

    // The home's cards are memoised on this map: a render that changes nothing must not make a new one.
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});
