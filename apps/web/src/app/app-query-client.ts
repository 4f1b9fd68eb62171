import type { QueryClient } from '@tanstack/react-query';
import { waitForFirstData } from '@/lib/after-first-screen';
import { startOnlineTracking } from '@/lib/offline/online-status';
import { createQueryClient } from '@/lib/query-client';
import { firstDataDrawn } from './first-data-drawn';

// The app's one query client, made on first use: by the provider (./provider.tsx), or before React by a signed-in
// start that fetches its page's first data with the page's code (./router.tsx, issue 32).
let client: QueryClient | null = null;

export function appQueryClient(): QueryClient {
  if (!client) {
    startOnlineTracking();
    client = createQueryClient();
    waitForFirstData(firstDataDrawn(client));
  }
  return client;
}
