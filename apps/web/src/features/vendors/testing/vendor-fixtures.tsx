import type { Vendor } from '@marketday/shared';
import type { ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { TestProviders } from '@/test/test-providers';

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
    receipt_preference: 'ASK',
    language: 'en',
    markets: [],
    ...overrides,
  };
}

// The app's test providers (src/test/test-providers.tsx) and the tooltips the vendor rows use.
export function VendorsTestProviders({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <TooltipProvider>{children}</TooltipProvider>
    </TestProviders>
  );
}
