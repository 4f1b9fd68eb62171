import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { SlowRequestNotice } from '@/components/ui/slow-request-notice';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

// Tooltips live in the signed-in shell (AppShell): the public pages have none and skip Radix's popper code.
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertsProvider>
          {children}
          <SlowRequestNotice />
        </AlertsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
