import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { SlowRequestNotice } from '@/components/ui/slow-request-notice';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TooltipProvider>
          <AlertsProvider>
            {children}
            <SlowRequestNotice />
          </AlertsProvider>
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
