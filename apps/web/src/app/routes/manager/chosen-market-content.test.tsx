import type { Market } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMarket } from '@/features/markets/testing/market-fixtures';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ChosenMarketContent } from './chosen-market-content';

const RIVERSIDE = buildMarket();
const DAVIS = buildMarket({ id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown' });

function renderContent(markets: Market[]) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: markets });
  renderWithProviders(<ChosenMarketContent>{(market) => <p>Showing {market.name}</p>}</ChosenMarketContent>, {
    route: '/balances',
  });
}

describe('ChosenMarketContent', () => {
  it('shows the first market, and the one picked in the switcher when there are several', async () => {
    renderContent([RIVERSIDE, DAVIS]);
    expect(await screen.findByText(`Showing ${RIVERSIDE.name}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Market' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Davis Downtown' }));
    expect(await screen.findByText('Showing Davis Downtown')).toBeInTheDocument();
  });

  it('offers no switcher for a single market', async () => {
    renderContent([RIVERSIDE]);
    expect(await screen.findByText(`Showing ${RIVERSIDE.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Market' })).not.toBeInTheDocument();
  });

  it('asks for a first market when there is none', async () => {
    renderContent([]);
    expect(await screen.findByText('No Markets Found.')).toBeInTheDocument();
  });
});
