import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { AssociationsPage } from './associations';

function Providers({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AssociationsPage', () => {
  it("shows one 'New Association' button when there are none yet: the empty state's", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    render(<AssociationsPage />, { wrapper: Providers });
    expect(await screen.findByText('No associations yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Association' })).toHaveLength(1);
  });
});
