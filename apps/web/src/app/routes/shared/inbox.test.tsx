import type { Role } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { InboxPage } from './inbox';

const auth = vi.hoisted(() => ({ appRole: 'MARKET_MANAGER' as Role | null }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));

const VENDORS = [
  { id: 'a', business_name: 'Own Account Farm', managed: false },
  { id: 'b', business_name: 'Managed Bakery', managed: true },
];

function renderPage(role: Role) {
  auth.appRole = role;
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/market-managers/vendors/') return { data: VENDORS };
    return { data: [] };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AlertsProvider>
        <InboxPage />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { requestedUrls: () => get.mock.calls.map(([url]) => url) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InboxPage', () => {
  it('lets a manager write to vendors who have their own account only', async () => {
    const user = userEvent.setup();
    renderPage('MARKET_MANAGER');

    await user.click(screen.getByRole('button', { name: 'New message' }));
    const sheet = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(await within(sheet).findByRole('combobox', { name: 'Vendor' }));
    expect(await screen.findByRole('option', { name: 'Own Account Farm' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Managed Bakery' })).not.toBeInTheDocument();
  });

  it('a vendor reads the inbox without a New message action or manager requests', async () => {
    const { requestedUrls } = renderPage('VENDOR');
    expect(await screen.findByText('Your inbox is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestedUrls()).toEqual(['/notifications']));
  });
});
