import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket } from '../testing/market-fixtures';
import { MarketList } from './market-list';

const HISTORY = 'This market has checkouts, payments or token activity on record.';

function renderList(markets = [buildMarket({ vendor_count: 1 })], searchTerm = '') {
  const props = { markets, isLoading: false, error: null, searchTerm, onClearSearch: () => {} };
  renderWithProviders(<MarketList {...props} />);
}

describe('MarketList', () => {
  it('shows each market as a card that links to the market page', () => {
    renderList();
    const link = screen.getByRole('link', { name: 'Riverside Farmers Market' });
    expect(link).toHaveAttribute('href', `/market?market=${buildMarket().id}`);
    expect(screen.getByText('Sat · 8:00 AM – 1:00 PM')).toBeInTheDocument();
    expect(screen.getByText('April – October')).toBeInTheDocument();
    expect(screen.getByText('1 vendor')).toBeInTheDocument();
  });

  it('tells a manager with no markets how to start', () => {
    renderList([]);
    expect(screen.getByText('No Markets Found.')).toBeInTheDocument();
    expect(screen.getByText('Add a Market to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Market' })).toHaveAttribute('href', '/markets/settings');
  });

  it("shows the server's reason when a market with history cannot be deleted", async () => {
    const conflict = httpError(409, { detail: HISTORY, status: 409 });
    const remove = vi.spyOn(api, 'delete').mockRejectedValue(conflict);
    const user = userEvent.setup();
    renderList();

    await user.click(screen.getByRole('button', { name: 'Actions for Riverside Farmers Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Delete Market' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    await user.click(confirm);

    expect(remove).toHaveBeenCalledWith(`/market-managers/markets/${buildMarket().id}`);
    // The dialog stays open (hiding the rest of the page from the accessibility tree) so the manager can cancel.
    await waitFor(() => expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(HISTORY));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
