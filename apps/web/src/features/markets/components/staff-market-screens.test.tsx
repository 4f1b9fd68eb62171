import type { Role, StaffRole } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket } from '../testing/market-fixtures';
import { MarketHeaderActions } from './market-detail/market-header-actions';
import { MarketList } from './market-list';

// Staff see the market screens of their markets (docs/decisions/029): read-only for market staff, editable but
// never deletable for a co-manager.
const auth = vi.hoisted(() => ({ appRole: 'MARKET_STAFF' as Role, staffRole: 'STAFF' as StaffRole | null }));
vi.mock('@/lib/auth', () => ({ useAuthIfProvided: () => auth }));

function renderScreens(staffRole: StaffRole) {
  auth.staffRole = staffRole;
  const market = buildMarket({ vendor_count: 1 });
  renderWithProviders(
    <>
      <MarketList markets={[market]} isLoading={false} error={null} searchTerm="" onClearSearch={() => {}} />
      <MarketHeaderActions marketId={market.id} onCreateDayReport={() => {}} onCreateCdfaReport={() => {}} />
    </>,
  );
}

describe('market screens for staff', () => {
  it('leave market staff nothing to edit, but the checkout and day report', () => {
    renderScreens('STAFF');
    expect(screen.getByRole('link', { name: 'Riverside Farmers Market' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actions for Riverside Farmers Market' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit settings/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /CDFA report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Checkout/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Day Report/ })).toBeInTheDocument();
  });

  it('let a co-manager edit a market but not delete it', async () => {
    const user = userEvent.setup();
    renderScreens('CO_MANAGER');
    expect(screen.getByRole('link', { name: /Edit settings/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CDFA report/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Riverside Farmers Market' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offer staff without markets no Add Market button', () => {
    auth.staffRole = 'CO_MANAGER';
    renderWithProviders(
      <MarketList markets={[]} isLoading={false} error={null} searchTerm="" onClearSearch={() => {}} />,
    );
    expect(screen.getByText('You have no markets to work yet. Ask your market manager.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Market' })).not.toBeInTheDocument();
  });
});
