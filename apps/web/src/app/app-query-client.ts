import type { QueryClient } from '@tanstack/react-query';
import { startOnlineTracking } from '@/lib/offline/online-status';
import { createQueryClient } from '@/lib/query-client';

// The app's one query client, made on first use: by the provider (./provider.tsx), or before React by a signed-in
// start that fetches its page's first data with the page's code (./router.tsx, issue 32).
let client: QueryClient | null = null;

export function appQueryClient(): QueryClient {
  if (!client) {
    startOnlineTracking();
    client = createQueryClient();
  }
  return client;
}
