import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { SlowRequestNotice } from '@/components/ui/slow-request-notice';
import { useAfterFirstScreen } from '@/hooks/use-after-first-screen';
import { useAuth } from '@/lib/auth';
import { onManagerSide } from '@/lib/manager-side';
import { useRestoredCache } from '@/lib/offline/use-restored-cache';
import { appQueryClient } from './app-query-client';
import { AuthProvider } from './auth-provider';

// Loaded only for a manager or their staff who can check out: a vendor, and the sign-in page, never download it.
// Not loadable (offline, not precached): nothing to keep fresh then anyway.
const KeepMarketDays = lazy(() =>
  import('./keep-market-days')
    .then((m) => ({ default: m.KeepMarketDays }))
    .catch(() => ({ default: () => null })),
);

function KeepMarketDaysForCheckout() {
  const { isAuthenticated, appRole, appAccess } = useAuth();
  // Its prefetches wait for the first screen (issue 32): they would share a phone's network with the page's own.
  const afterFirstScreen = useAfterFirstScreen();
  // FULL is the highest access level: checkout needs it (route-table.tsx).
  if (!afterFirstScreen || !isAuthenticated || !onManagerSide(appRole) || appAccess !== 'FULL') return null;
  return (
    <Suspense fallback={null}>
      <KeepMarketDays />
    </Suspense>
  );
}

function restoreKeptQueries(queryClient: QueryClient) {
  return import('./query-persister').then((persist) => persist.restoreKeptQueries(queryClient));
}

// Tooltips live in the signed-in shell (AppShell): the public pages have none and skip Radix's popper code.
// The market day's data is kept on the device for offline use (issue 15, lib/offline/persist-queries.ts; which queries:
// ./kept-queries.ts): restored before the sign-in check and the queries run, the way TanStack's
// PersistQueryClientProvider does it, but with the IndexedDB code loaded on demand so the sign-in page stays light.
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(appQueryClient);
  const isRestoring = useRestoredCache(queryClient, restoreKeptQueries);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>
        <AuthProvider>
          <AlertsProvider>
            {children}
            <SlowRequestNotice />
            <KeepMarketDaysForCheckout />
          </AlertsProvider>
        </AuthProvider>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
