import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { AlertsProvider } from '@/components/ui/alerts-provider';

// A query client that never retries, so a failing request fails at once.
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

// What a screen under test needs: such a query client (one per mounted tree), the alerts, and a router opened
// at `route` (children may be <Routes> to test where a page sends the user).
export function TestProviders({ children, route = '/' }: { children: ReactNode; route?: string }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>
  );
}

// Renders a screen inside TestProviders (opened at `route`), as most component tests need.
export function renderWithProviders(ui: ReactNode, { route }: { route?: string } = {}) {
  return render(<TestProviders route={route}>{ui}</TestProviders>);
}
