import type { AccessLevel, Role, SelfUser, StaffRole } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuForRole } from '@/components/layouts/menus';
import { notificationKeys } from '@/entities/notifications/notification-keys';
import { api } from '@/lib/api-client';
import { AppShell } from './app-shell';

const auth = vi.hoisted(() => ({
  isAuthenticated: true,
  isLoading: false,
  appRole: 'MARKET_MANAGER' as Role | null,
  appAccess: 'FULL' as AccessLevel | null,
  staffRole: null as StaffRole | null,
  login: vi.fn(),
  logout: vi.fn(async () => {}),
}));

const self = vi.hoisted(() => ({ data: { username: 'marta' } as Partial<SelfUser> }));

vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));
vi.mock('@/entities/users/get-self', () => ({ useSelf: () => self }));
vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn() } }));

function renderShell({
  role,
  access,
  unread = 0,
  staff,
}: {
  role: Role;
  access: AccessLevel;
  unread?: number;
  staff?: SelfUser['staff'];
}) {
  auth.appRole = role;
  auth.appAccess = access;
  auth.staffRole = staff?.role ?? null;
  self.data = { username: 'marta', role, staff };
  vi.mocked(api.get).mockResolvedValue({ data: { count: unread } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="*" element={<AppShell>Page body</AppShell>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('AppShell', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the manager menu with the current page marked', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'FULL' });
    const links = mainNav().getAllByRole('link');
    // The items and their order are menus.ts's (the spec's exact list is asserted in menus.test.ts and by the
    // shell journey); here, that the shell shows every one of them as a link.
    expect(links.map((link) => link.textContent)).toEqual(
      menuForRole({ role: 'MARKET_MANAGER' }).map((item) => item.title),
    );
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/options');
    expect(screen.getByText('Page body')).toBeInTheDocument();
  });

  it('disables a FULL item for an OFF_SEASON manager', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'OFF_SEASON' });
    const checkout = mainNav().getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription('Upgrade your plan to use this');
    expect(mainNav().queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Vendors' })).toBeInTheDocument();
  });

  it('caps the unread badge at 99+', async () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'OFF_SEASON', unread: 150 });
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/notifications/unread');
  });

  it('hides the unread badge when there is nothing unread', async () => {
    const { client } = renderShell({ role: 'VENDOR', access: 'FULL', unread: 0 });
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread())).toEqual({ count: 0 }));
    expect(mainNav().getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('does not poll the inbox for a user who cannot open it', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'ACCOUNT_ONLY' });
    expect(mainNav().getByRole('button', { name: 'Inbox' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the admin menu', () => {
    renderShell({ role: 'ADMIN', access: 'FULL' });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Associations']);
  });

  it('shows market staff their menu, who they work for, and their Profile in place of Account', () => {
    renderShell({
      role: 'MARKET_STAFF',
      access: 'FULL',
      staff: { role: 'STAFF', market_ids: ['m1'], employer_name: 'Riverside Markets' },
    });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Checkout', 'Transactions', 'Markets', 'Season', 'Booth map', 'Inbox']);
    expect(screen.getByText('Staff of Riverside Markets')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows a co-manager tokens and balances too', () => {
    renderShell({
      role: 'MARKET_STAFF',
      access: 'OFF_SEASON',
      staff: { role: 'CO_MANAGER', market_ids: ['m1'], employer_name: 'Riverside Markets' },
    });
    expect(mainNav().getByRole('link', { name: 'Tokens' })).toHaveAttribute('href', '/tokens');
    expect(mainNav().getByRole('link', { name: 'Balances' })).toBeInTheDocument();
    // The employer's off-season plan closes checkout to their staff too.
    const checkout = mainNav().getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription("Your market manager's plan does not include this");
  });

  it('closes the mobile sheet once a page is picked', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderShell({ role: 'VENDOR', access: 'FULL' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    // The phone's sheet loads when first opened (components/layouts/sidebar/sidebar.tsx).
    const sheet = await screen.findByRole('dialog', { name: 'Sidebar' }, { timeout: 10_000 });

    await userEvent.click(within(sheet).getByRole('link', { name: 'Products' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the username and signs out to /login', async () => {
    renderShell({ role: 'VENDOR', access: 'FULL' });
    expect(screen.getByText('marta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(auth.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
