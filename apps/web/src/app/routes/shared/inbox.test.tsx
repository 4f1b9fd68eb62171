import type { Role } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { InboxPage } from './inbox';

const auth = vi.hoisted(() => ({ appRole: 'MARKET_MANAGER' as Role | null }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));

const VENDOR_MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown Farmers Market' };

const VENDORS = [
  { id: 'a', business_name: 'Own Account Farm', managed: false },
  { id: 'b', business_name: 'Managed Bakery', managed: true },
];

function renderPage(role: Role) {
  auth.appRole = role;
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/market-managers/vendors/') return { data: VENDORS };
    if (url === '/vendors/self/markets') return { data: [VENDOR_MARKET] };
    if (url === '/notifications')
      return { data: { data: [], page: 0, page_size: 50, total_count: 0, totals: null } };
    return { data: [] };
  });
  renderWithProviders(<InboxPage />);
  return { requestedUrls: () => get.mock.calls.map(([url]) => url) };
}

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

  it('a vendor writes to the manager of one of their markets, without calling manager endpoints', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Sent Message(s)', data: {} } });
    const { requestedUrls } = renderPage('VENDOR');
    expect(await screen.findByText('Your inbox is empty.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New message' }));
    const sheet = await screen.findByRole('dialog', { name: 'New message' });
    // No "to one vendor / to a whole market" choice: a vendor only writes to a market's manager.
    expect(within(sheet).queryByRole('button', { name: 'To a whole market' })).not.toBeInTheDocument();
    await user.click(await within(sheet).findByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: VENDOR_MARKET.name }));
    await user.type(within(sheet).getByLabelText('Title'), 'Booth size');
    await user.type(within(sheet).getByLabelText('Message'), 'May I have a double booth next week?');
    await user.click(within(sheet).getByRole('button', { name: 'Send' }));

    expect(post).toHaveBeenCalledWith('/notifications', {
      title: 'Booth size',
      message: 'May I have a double booth next week?',
      market_id: VENDOR_MARKET.id,
    });
    expect(await screen.findByText('Sent Message(s)')).toBeInTheDocument();
    expect(new Set(requestedUrls())).toEqual(new Set(['/notifications', '/vendors/self/markets']));
  });
});
