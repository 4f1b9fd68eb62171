import { STAFF_MESSAGES, type StaffList, type StaffMember } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMarket } from '@/features/markets/testing/market-fixtures';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { StaffPage } from './staff';

const RIVERSIDE = buildMarket();
const DAVIS = buildMarket({ id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown' });

function member(overrides: Partial<StaffMember>): StaffMember {
  return {
    id: crypto.randomUUID(),
    email: 'sam@example.com',
    username: null,
    role: 'STAFF',
    status: 'PENDING',
    market_ids: [RIVERSIDE.id],
    invited_at: '2026-11-01T12:00:00Z',
    invitation_expires_at: '2099-01-01T00:00:00Z',
    accepted_at: null,
    revoked_at: null,
    last_sign_in_at: null,
    ...overrides,
  };
}

function renderPage(list: StaffList) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => ({
    data: url === '/market-managers/markets' ? [RIVERSIDE, DAVIS] : list,
  }));
  renderWithProviders(<StaffPage />, { route: '/staff' });
}

describe('StaffPage', () => {
  it('lists each member with role, markets by name, status and last sign-in, and counts the seats', async () => {
    renderPage({
      staff: [
        member({
          email: 'ana@example.com',
          username: 'ana',
          role: 'CO_MANAGER',
          status: 'ACTIVE',
          market_ids: [RIVERSIDE.id, DAVIS.id],
          invitation_expires_at: null,
          last_sign_in_at: '2026-11-20T17:05:00Z',
        }),
        member({ email: 'old@example.com', invitation_expires_at: '2026-01-01T00:00:00Z' }),
      ],
      seats: { used: 2, limit: 5 },
    });
    expect(await screen.findByText('2 of 5 staff seats used')).toBeInTheDocument();
    const ana = (await screen.findByText('ana@example.com')).closest('tr') as HTMLElement;
    expect(within(ana).getByText('ana')).toBeInTheDocument();
    expect(within(ana).getByText('Market co-manager')).toBeInTheDocument();
    expect(within(ana).getByText('Riverside Farmers Market, Davis Downtown')).toBeInTheDocument();
    expect(within(ana).getByText('Active')).toBeInTheDocument();
    const old = screen.getByText('old@example.com').closest('tr') as HTMLElement;
    expect(within(old).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(old).getByText('Never')).toBeInTheDocument();
  });

  it('sends a pending member a fresh invitation with their role and markets', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: STAFF_MESSAGES.invited, data: {} } });
    const user = userEvent.setup();
    renderPage({ staff: [member({ email: 'old@example.com' })], seats: { used: 1, limit: null } });
    expect(await screen.findByText('1 staff seat used')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions for old@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/market-managers/staff', {
        email: 'old@example.com',
        role: 'STAFF',
        market_ids: [RIVERSIDE.id],
      }),
    );
    expect(await screen.findByText(STAFF_MESSAGES.invited)).toBeInTheDocument();
  });

  it('revokes a member after asking, and offers nothing more for a revoked one', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: STAFF_MESSAGES.revoked, data: {} } });
    const user = userEvent.setup();
    const active = member({ email: 'ana@example.com', username: 'ana', status: 'ACTIVE' });
    renderPage({
      staff: [active, member({ email: 'gone@example.com', status: 'REVOKED' })],
      seats: { used: 1, limit: 2 },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for ana@example.com' }));
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke ana?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/market-managers/staff/${active.id}/revoke`));
    expect(await screen.findByText(STAFF_MESSAGES.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for gone@example.com' })).not.toBeInTheDocument();
  });
});
