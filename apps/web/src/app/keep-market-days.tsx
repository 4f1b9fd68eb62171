import type { QueryClient } from '@tanstack/react-query';
import { useKeepMarketDays } from '@/lib/offline/use-keep-market-days';

async function refresh(queryClient: QueryClient) {
  const { refreshKeptData } = await import('./refresh-kept-data');
  return refreshKeptData(queryClient);
}

/** Keeps today's and the next 7 days' market days on the device (issue 15); see ./provider.tsx for who gets it. */
export function KeepMarketDays() {
  useKeepMarketDays({ enabled: true, refresh });
  return null;
}
