import type { Vendor } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { TooltipProvider } from '@/components/ui/tooltip';

// A manager-managed producer in no market, with the default settings; a test names what it is about.
export function buildVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: crypto.randomUUID(),
    business_name: 'Vendor',
    type: 'PRODUCER',
    phone: null,
    receipt_email: null,
    producer_names: null,
    settings: { phone_public: false, email_notifications: true, directory_listed: false },
    private: false,
    created_by: null,
    managed: true,
    expired_docs: 0,
    markets: [],
    ...overrides,
  };
}

// The providers a vendors screen needs, with retries off so a failing request fails at once.
export function VendorsTestProviders({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AlertsProvider>{children}</AlertsProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
